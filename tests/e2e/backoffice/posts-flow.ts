import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { db, expectDeleteFinal, expectToast, FIXTURES, unique } from './content-helpers.ts';
import { fillSlugAfterGenerated } from './slug-field.ts';

/**
 * The shared post screens for one type: validation, draft with cover, publish, unpublish, edit,
 * duplicate-slug error (form kept), delete. Checks the rows the screens wrote.
 */
export async function runPostLifecycle(page: Page, type: 'blog' | 'news', heading: string): Promise<void> {
  const id = unique();
  const title = `Post ${type} ${id}`;
  const slug = `post-${type}-${id}`;
  // Blog pages use the spec's titles; news pages name what they edit.
  const pageTitles =
    type === 'news'
      ? { create: 'Criar Nova Notícia', edit: 'Editar Notícia' }
      : { create: 'Criar Novo Post', edit: 'Editar Post' };
  await page.goto(`/admin/${type}`);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lista de Posts' })).toBeVisible();
  // "Meus posts" is on by default.
  await expect(page.getByText('Meus posts')).toBeVisible();

  await page.getByRole('link', { name: 'Novo Post' }).click();
  await expect(page.getByRole('heading', { name: pageTitles.create, exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', 'meu-post');

  await page.getByLabel('Título').fill('ab');
  await fillSlugAfterGenerated(page, 'ab');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Título muito curto')).toBeVisible();
  await expect(page.getByText('Slug muito curto')).toBeVisible();
  await page.getByLabel('Slug').fill('Meu Post');
  await expect(page.getByText('Use apenas letras minúsculas, números e hífens')).toBeVisible();

  await page.getByLabel('Título').fill(title);
  await fillSlugAfterGenerated(page, slug);
  await page.getByLabel('Resumo').fill('Resumo do post de teste');
  await page.getByRole('textbox', { name: 'Conteúdo' }).fill('# Olá\n\nConteúdo em **markdown**.');
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho criado', 'Seu conteúdo foi salvo.');

  const { data: row, error } = await db()
    .from('posts')
    .select('*')
    .eq('type', type)
    .eq('slug', slug)
    .single();
  expect(error).toBeNull();
  expect(row).toMatchObject({
    title,
    status: 'draft',
    published_at: null,
    excerpt: 'Resumo do post de teste',
  });
  expect(row!.author_id).toBeTruthy();
  expect(row!.cover_image_url).toMatch(
    new RegExp(`/post-covers/${row!.author_id}/\\d+-photo-800x600\\.png$`),
  );
  expect((await page.request.get(row!.cover_image_url!)).ok()).toBe(true);

  const tableRow = page.getByRole('row').filter({ hasText: title });
  await expect(tableRow).toContainText(`/${slug}`);
  await expect(tableRow).toContainText('Rascunho');
  await expect(tableRow).toContainText('Atualizado');

  await tableRow.getByRole('button', { name: 'Publicar' }).click();
  await expectToast(page, 'Publicado', 'O conteúdo está no ar.');
  await expect(tableRow.getByText('Publicado', { exact: true })).toBeVisible();
  await expect(tableRow).toContainText(/Publicado \d{1,2} [a-z]{3} \d{4}/);
  const { data: published } = await db()
    .from('posts')
    .select('status, published_at')
    .eq('id', row!.id)
    .single();
  expect(published!.status).toBe('published');
  expect(published!.published_at).not.toBeNull();

  await tableRow.getByRole('button', { name: 'Retirar' }).click();
  await expectToast(page, 'Retirado do ar', 'O conteúdo voltou para rascunho.');
  await expect(tableRow.getByRole('button', { name: 'Publicar' })).toBeVisible();
  const { data: unpublished } = await db()
    .from('posts')
    .select('status, published_at')
    .eq('id', row!.id)
    .single();
  expect(unpublished).toEqual({ status: 'draft', published_at: null });

  // Edit through the row.
  await tableRow.getByText(title).click();
  await expect(page.getByRole('heading', { name: pageTitles.edit, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Conteúdo' })).toHaveValue(/Conteúdo em \*\*markdown\*\*/);
  // The same content can be edited as rich text.
  await page.getByRole('button', { name: 'Texto rico' }).click();
  await expect(page.locator('.ProseMirror')).toContainText('Conteúdo em');
  await page.getByRole('button', { name: 'Markdown' }).click();
  await page.getByLabel('Título').fill(`${title} editado`);
  // The cover can be removed: once saved, the post goes without one.
  await expect(page.getByRole('img', { name: 'Capa atual' })).toBeVisible();
  await page.getByRole('button', { name: 'Remover capa' }).click();
  await expect(page.getByRole('img', { name: 'Capa atual' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Atualizado');
  await expect
    .poll(
      async () => (await db().from('posts').select('cover_image_url, title').eq('id', row!.id).single()).data,
    )
    .toEqual({ cover_image_url: null, title: `${title} editado` });
  const editedRow = page.getByRole('row').filter({ hasText: `${title} editado` });
  await expect(editedRow).toBeVisible();

  // A duplicate slug is refused with a clear message and the form keeps its input.
  await page.getByRole('link', { name: 'Novo Post' }).click();
  await expect(page.getByRole('heading', { name: pageTitles.create, exact: true }).first()).toBeVisible();
  await page.getByLabel('Título').fill('Outro título');
  await fillSlugAfterGenerated(page, slug);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Erro ao salvar', 'Já existe um conteúdo com este slug');
  await expect(page.getByLabel('Título')).toHaveValue('Outro título');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await editedRow.getByRole('button', { name: 'Excluir' }).click();
  await expect(editedRow).toHaveCount(0);
  await expectDeleteFinal(page, 'Excluído — O conteúdo foi removido.');
  await expect.poll(async () => (await db().from('posts').select('id').eq('id', row!.id)).data).toEqual([]);
}
