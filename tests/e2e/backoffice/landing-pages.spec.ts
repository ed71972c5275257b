import { expect, test } from '@playwright/test';
import { db, expectDeleteFinal, expectToast, signInAsAdmin, unique } from './content-helpers.ts';

test('Landing pages: create with SEO, publish with link, edit back to draft, unpublish and delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
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
  await page.getByLabel('Slug').fill('Slug Inválido');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Erro ao salvar', 'Slug inválido');
  await expect(page.getByLabel('Título')).toHaveValue(title);

  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Descrição').fill('Inscreva-se no evento');
  await page.getByLabel('Conteúdo').fill('<h1>Evento</h1>');
  await page.getByLabel('Meta Title').fill('Meta título');
  await page.getByLabel('Open Graph Title').fill('OG título');
  await page.getByLabel('Meta Description').fill('Meta descrição');
  await page.getByLabel('Open Graph Description').fill('OG descrição');
  await page.getByLabel('Open Graph Image URL').fill('https://example.com/og.png');
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
