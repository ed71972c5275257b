import { expect, test } from '../csp.ts';
import path from 'node:path';
import { DEMO_ADMIN_ID } from '../../helpers/seed-ids.ts';
import { shownDateTime } from './picker-helpers.ts';
import { db, expectDeleteFinal, expectToast, FIXTURES, unique } from './content-helpers.ts';
import { fillSlugAfterGenerated } from './slug-field.ts';
import { openAdminSignedIn } from './admin-session.ts';

/** Landing pages the tests wrote directly, removed after each. */
const created: string[] = [];
test.afterEach(async () => {
  const ids = created.splice(0);
  if (ids.length) await db().from('posts').delete().in('id', ids);
});

/** A landing page of the demo admin, written directly so the test starts on the screen it checks. */
async function landingPage(fields: {
  content?: string;
  status?: 'draft' | 'published';
  published_at?: string;
}) {
  const id = unique();
  const title = `Landing ${id}`;
  const slug = `landing-${id}`;
  const { data, error } = await db()
    .from('posts')
    .insert({ type: 'landing-pages', title, slug, excerpt: 'Descrição', author_id: DEMO_ADMIN_ID, ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  created.push(data!.id);
  return { id: data!.id, title, slug };
}

test('Landing pages: create with SEO, publish with link, edit back to draft, unpublish and delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAdminSignedIn(page);
  const id = unique();
  const title = `Landing ${id}`;
  const slug = `landing-${id}`;

  await page.goto('/admin/landing-pages');
  await expect(page.getByRole('heading', { name: 'Gerenciar Landing Pages' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Nova Landing Page' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Landing Page' }).first()).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', 'minha-landing');

  // The database's slug rule comes back as a clear message and the form keeps its input.
  await page.getByLabel('Título').fill(title);
  await fillSlugAfterGenerated(page, 'Slug Inválido');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Erro ao salvar', 'Slug inválido');
  await expect(page.getByLabel('Título')).toHaveValue(title);

  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Descrição').fill('Inscreva-se no evento');
  await page.getByRole('textbox', { name: 'Conteúdo' }).fill('<h1>Evento</h1>');
  await page.getByLabel('Nome da página nos buscadores').fill('Meta título');
  await page.getByLabel('Nome da página ao compartilhar').fill('OG título');
  await page.getByLabel('Resumo nos buscadores').fill('Meta descrição');
  await page.getByLabel('Resumo ao compartilhar').fill('OG descrição');
  await page.getByLabel('Imagem ao compartilhar (URL)').fill('https://example.com/og.png');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Criada', 'Landing page foi criada como rascunho.');

  const { data: row, error } = await db()
    .from('posts')
    .select('*')
    .eq('type', 'landing-pages')
    .eq('slug', slug)
    .single();
  expect(error).toBeNull();
  expect(row).toMatchObject({
    title,
    excerpt: 'Inscreva-se no evento',
    content: '<h1>Evento</h1>',
    status: 'draft',
    seo_meta_title: 'Meta título',
    seo_og_title: 'OG título',
    seo_meta_description: 'Meta descrição',
    seo_og_description: 'OG descrição',
    seo_og_image: 'https://example.com/og.png',
  });

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Rascunho');
  await expect(card).toContainText(`/${slug}`);
  const openLink = card.getByRole('link', { name: 'Abrir landing page em nova aba' });
  await expect(openLink).toHaveCount(0);

  await card.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Publicada', 'Landing page está no ar.');
  await expect(card.getByText('Publicada', { exact: true })).toBeVisible();
  await expect(openLink).toHaveAttribute('href', `/lp/${slug}`);
  await expect(openLink).toHaveAttribute('target', '_blank');

  // Saving an edit returns it to draft.
  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Landing Page' }).first()).toBeVisible();
  await page.getByLabel('Descrição').fill('Descrição nova');
  // A published page says what saving does, and asks first.
  await page.getByRole('button', { name: 'Salvar e retirar do ar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar e retirar do ar' }).click();
  await expectToast(page, 'Atualizado', 'Landing page foi atualizada.');
  await expect(card.getByText('Rascunho', { exact: true })).toBeVisible();
  await expect(openLink).toHaveCount(0);
  const { data: edited } = await db()
    .from('posts')
    .select('status, published_at, excerpt')
    .eq('id', row!.id)
    .single();
  expect(edited).toEqual({ status: 'draft', published_at: null, excerpt: 'Descrição nova' });

  await card.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Publicada');
  await card.getByRole('button', { name: 'Retirar do ar' }).click();
  await expectToast(page, 'Retirada do ar', 'Landing page voltou para rascunho.');
  await expect(openLink).toHaveCount(0);

  await card.getByRole('button', { name: 'Excluir' }).click();
  await expect(card).toHaveCount(0);
  await expectDeleteFinal(page, 'Excluída — Landing page foi removida.');
  await expect.poll(async () => (await db().from('posts').select('id').eq('id', row!.id)).data).toEqual([]);
});

test('editing a scheduled landing page says it is scheduled, not live, and saving cancels the schedule', async ({
  page,
}) => {
  const at = new Date(Date.now() + 2 * 24 * 3600_000);
  at.setSeconds(0, 0);
  const landing = await landingPage({ status: 'published', published_at: at.toISOString() });
  await openAdminSignedIn(page, `/admin/landing-pages/${landing.id}`);
  await expect(page.getByRole('heading', { name: 'Editar Landing Page' })).toBeVisible();
  const when = `${shownDateTime(at.getTime())} (horário de Brasília)`;
  const panel = page.getByRole('region', { name: 'Publicação' });
  await expect(panel).toContainText(`Agendado para ${when}`);
  await expect(panel.getByText('Agendada', { exact: true })).toBeVisible();
  await page.getByLabel('Descrição').fill('Descrição nova');
  await expect(page.getByRole('button', { name: 'Salvar e retirar do ar' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar e cancelar agendamento' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(
    `Esta landing page está agendada para ${when} e ainda não está no ar.`,
  );
  await expect(question).toContainText('o agendamento é cancelado');
  await expect(question).not.toContainText('está publicada');
  await question.getByRole('button', { name: 'Salvar e cancelar agendamento' }).click();
  await expectToast(page, 'Atualizado', 'Landing page foi atualizada.');
  const { data: saved } = await db()
    .from('posts')
    .select('status, published_at, excerpt')
    .eq('id', landing.id)
    .single();
  expect(saved).toEqual({ status: 'draft', published_at: null, excerpt: 'Descrição nova' });
});

test("a scheduled landing page's card offers 'Cancelar agendamento', not 'Retirar do ar'", async ({
  page,
}) => {
  const at = new Date(Date.now() + 2 * 24 * 3600_000);
  const landing = await landingPage({ status: 'published', published_at: at.toISOString() });
  await openAdminSignedIn(page, '/admin/landing-pages');
  const card = page.getByRole('article', { name: landing.title });
  await expect(card.getByText('Agendada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retirar do ar' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expectToast(page, 'Agendamento cancelado', 'Landing page voltou para rascunho.');
  await expect(card.getByText('Rascunho', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Publicar' })).toBeVisible();
  const { data: saved } = await db()
    .from('posts')
    .select('status, published_at')
    .eq('id', landing.id)
    .single();
  expect(saved).toEqual({ status: 'draft', published_at: null });
});

test('an image uploaded in the landing page editor appears on /lp/{slug} with its alt text', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const landing = await landingPage({ content: 'Texto antes da imagem.' });
  await openAdminSignedIn(page, `/admin/landing-pages/${landing.id}`);
  await page.getByRole('button', { name: 'Texto rico' }).click();
  await page.locator('.ProseMirror').click();
  await page.getByRole('button', { name: 'Inserir imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inserir imagem' });
  await dialog.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
  await dialog.getByRole('button', { name: 'Inserir' }).click();
  await dialog.getByLabel('Texto alternativo').fill('Público do evento');
  await dialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ProseMirror img[alt="Público do evento"]')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Atualizado', 'Landing page foi atualizada.');

  const card = page.getByRole('article', { name: landing.title });
  await card.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Publicada', 'Landing page está no ar.');

  const visitor = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const visit = await visitor.newPage();
  await visit.goto(`/lp/${landing.slug}`);
  await expect(visit.locator('.prose')).toContainText('Texto antes da imagem.');
  const image = visit.locator('.prose img');
  await expect(image).toHaveAttribute('alt', 'Público do evento');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await visitor.close();
});
