import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { DEMO_ADMIN_ID } from '../../helpers/seed-ids.ts';
import { e2eEnv } from '../env.ts';
import { sitemapText } from '../site/sitemap-text.ts';
import { db, expectToast, FIXTURES, unique } from './content-helpers.ts';
import { dateTimeField, typeDateTime } from './picker-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

/** A draft blog post of the demo admin, written directly so each test starts from the screen it checks. */
async function draftPost(content = 'Texto do **rascunho**.') {
  const id = unique();
  const title = `Publicação ${id}`;
  const slug = `publicacao-${id}`;
  const { data, error } = await db()
    .from('posts')
    .insert({ type: 'blog', title, slug, excerpt: 'Resumo', content, author_id: DEMO_ADMIN_ID })
    .select('id')
    .single();
  expect(error).toBeNull();
  created.push(data!.id);
  return { id: data!.id, title, slug };
}

/** Posts the tests made, removed after each so the public blog's seed count holds for later tests. */
const created: string[] = [];
test.afterEach(async () => {
  const ids = created.splice(0);
  if (ids.length) await db().from('posts').delete().in('id', ids);
});

/** A visitor's page: a fresh context with no session. */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** The posts table as the anon key reads it through the REST API. */
async function anonReadsPost(page: Page, id: string): Promise<unknown[]> {
  const response = await page.request.get(`${e2eEnv().apiUrl}/rest/v1/posts?id=eq.${id}&select=id,title`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as unknown[];
}

test('a post scheduled for the next minute goes live on the public site by itself', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const post = await draftPost();
  await openAdminSignedIn(page, '/admin/blog');
  const row = page.getByRole('row').filter({ hasText: post.title });
  await row.getByRole('button', { name: 'Agendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar publicação' });
  const field = dateTimeField(dialog, 'Publicar em');
  await expect(field).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // A past time is refused in Portuguese.
  await typeDateTime(field, Date.now() - 24 * 3600_000);
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog).toContainText('Escolha uma data e hora no futuro');

  // The picker works in whole minutes: the next minute at least 15 s away (typing and saving fit in it).
  const at = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
  await expect(field).toContainText(await typeDateTime(field, at));
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expectToast(page, 'Agendado');
  const { data: stored } = await db().from('posts').select('status, published_at').eq('id', post.id).single();
  expect(stored!.status).toBe('published');
  const publishAt = new Date(stored!.published_at!).getTime();
  expect(publishAt).toBe(at);

  const visitor = await visitorPage(browser, baseURL);
  if (Date.now() < publishAt - 1000) {
    await expect(row).toContainText(/Agendado para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const before = await visitor.goto(`/blog/${post.slug}`);
    expect(before?.status()).toBe(404);
    expect(await sitemapText(visitor.request)).not.toContain(post.slug);
    expect(await (await visitor.request.get('/rss.xml')).text()).not.toContain(post.slug);
  }
  await expect
    .poll(
      async () => {
        const response = await visitor.goto(`/blog/${post.slug}`);
        return response?.status();
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(200);
  await expect(visitor.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt - 1000);
  // Sitemap and feed read through the same rule.
  expect(await sitemapText(visitor.request)).toContain(`/blog/${post.slug}`);
  expect(await (await visitor.request.get('/rss.xml')).text()).toContain(`/blog/${post.slug}`);
  await visitor.context().close();
});

test('the preview shows a draft as the public page renders it, which anon cannot read', async ({
  page,
  context,
}) => {
  const post = await draftPost('## Seção do rascunho\n\nTexto com **destaque**.');
  await openAdminSignedIn(page, `/admin/blog/${post.id}`);
  await expect(page.getByRole('region', { name: 'Publicação' })).toContainText('Rascunho');
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Pré-visualizar' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/pre-visualizar/${post.id}$`));
  await expect(preview.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await expect(preview.locator('.prose h2')).toHaveText('Seção do rascunho');
  await expect(preview.locator('.prose strong')).toHaveText('destaque');
  await expect(preview.getByRole('note')).toContainText('Pré-visualização do rascunho');

  // Still a draft, and the anon key reads nothing of it.
  const { data } = await db().from('posts').select('status').eq('id', post.id).single();
  expect(data!.status).toBe('draft');
  expect(await anonReadsPost(page, post.id)).toEqual([]);
  const visitor = await preview.context().browser()!.newContext();
  const anonPreview = await visitor.newPage();
  await anonPreview.goto(new URL(`/pre-visualizar/${post.id}`, page.url()).toString());
  await expect(anonPreview.getByRole('heading', { name: 'Pré-visualização indisponível' })).toBeVisible();
  await expect(anonPreview.getByText(post.title)).toHaveCount(0);
  await visitor.close();
});

test('an image uploaded in the editor appears in the published post with its alt text', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const post = await draftPost('Texto antes da imagem.');
  await openAdminSignedIn(page, `/admin/blog/${post.id}`);
  await page.getByRole('button', { name: 'Texto rico' }).click();
  await page.locator('.ProseMirror').click();
  await page.getByRole('button', { name: 'Inserir imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inserir imagem' });

  // A non-image is refused before any upload, in Portuguese.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'documento.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)',
  );
  await expect(dialog.getByRole('button', { name: 'Inserir' })).toBeDisabled();

  await dialog.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
  await dialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(dialog.getByText('Descreva a imagem (texto alternativo)')).toBeVisible();
  await dialog.getByLabel('Texto alternativo').fill('Palco do encontro de CX');
  await dialog.getByRole('button', { name: 'Inserir' }).click();
  await expect(dialog).toHaveCount(0);
  const inEditor = page.locator('.ProseMirror img[alt="Palco do encontro de CX"]');
  await expect(inEditor).toBeVisible();
  expect(await inEditor.getAttribute('src')).toMatch(
    new RegExp(`/post-covers/${DEMO_ADMIN_ID}/conteudo/\\d+-photo-800x600\\.png$`),
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Atualizado');

  await page.goto('/admin/blog');
  const row = page.getByRole('row').filter({ hasText: post.title });
  await row.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Publicado');

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(`/blog/${post.slug}`);
  const image = visitor.locator('.prose img');
  await expect(image).toHaveAttribute('alt', 'Palco do encontro de CX');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await visitor.context().close();
});

test('an empty post can be neither published nor scheduled, and says what is missing', async ({ page }) => {
  const post = await draftPost('<p></p>');
  await openAdminSignedIn(page, '/admin/blog');
  const row = page.getByRole('row').filter({ hasText: post.title });
  await row.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Não foi possível publicar', 'Para publicar ou agendar, escreva o conteúdo.');
  await row.getByRole('button', { name: 'Agendar' }).click();
  await expectToast(page, 'Não foi possível agendar', 'Para publicar ou agendar, escreva o conteúdo.');
  await expect(page.getByRole('dialog', { name: 'Agendar publicação' })).toHaveCount(0);
  const { data: stored } = await db().from('posts').select('status, published_at').eq('id', post.id).single();
  expect(stored).toEqual({ status: 'draft', published_at: null });
});
