import type { Dialog, Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { db, expectToast, FIXTURES, unique } from './content-helpers.ts';
import { fillSlugAfterGenerated } from './slug-field.ts';
import { openAdminSignedIn } from './admin-session.ts';

const COVER = path.join(FIXTURES, 'photo-800x600.png');

async function adminId(): Promise<string> {
  const { data, error } = await db().auth.admin.listUsers();
  expect(error).toBeNull();
  return data.users.find((user) => user.email === DEMO_ADMIN.email)!.id;
}

/** Opens 'Criar Novo Post' and fills it, with a cover under a file name no other run uses. */
async function fillNewPost(page: Page, fields: { title: string; slug: string; coverName: string }) {
  await page.goto('/admin/blog/create');
  await expect(page.getByRole('heading', { name: 'Criar Novo Post', exact: true }).first()).toBeVisible();
  await page.getByLabel('Título').fill(fields.title);
  await fillSlugAfterGenerated(page, fields.slug);
  await page.getByLabel('Resumo').fill('Resumo que não pode se perder');
  await page.locator('input[type="file"]').setInputFiles({
    name: fields.coverName,
    mimeType: 'image/png',
    buffer: await readFile(COVER),
  });
}

/** Stored covers of this owner whose name ends with the picked file's name ('{timestamp}-{name}'). */
async function coversNamed(ownerId: string, name: string): Promise<string[]> {
  const { data, error } = await db().storage.from('post-covers').list(ownerId, { limit: 1000 });
  expect(error).toBeNull();
  return (data ?? []).map((object) => object.name).filter((stored) => stored.endsWith(`-${name}`));
}

test('a refused save keeps the form, explains it in pt-BR and removes the cover it uploaded', async ({
  page,
}) => {
  const id = unique();
  const slug = `ja-existe-${id}`;
  const owner = await adminId();
  const { error } = await db()
    .from('posts')
    .insert({ type: 'blog', title: `Original ${id}`, slug, status: 'draft', author_id: owner });
  expect(error).toBeNull();

  await openAdminSignedIn(page);
  const coverName = `capa-recusada-${id}.png`;
  await fillNewPost(page, { title: `Cópia ${id}`, slug, coverName });
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();

  await expectToast(page, 'Erro ao salvar', 'Já existe um conteúdo com este slug. Escolha outro slug.');
  await expect(page.getByLabel('Título')).toHaveValue(`Cópia ${id}`);
  await expect(page.getByLabel('Resumo')).toHaveValue('Resumo que não pode se perder');
  await expect(page).toHaveURL(/\/admin\/blog\/create$/);
  // The cover went up before the insert; the refused insert took it away again.
  await expect.poll(() => coversNamed(owner, coverName)).toEqual([]);

  // The same form, with a free slug, now saves (and keeps its cover).
  await page.getByLabel('Slug').fill(`${slug}-2`);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho criado');
  await expect.poll(async () => (await coversNamed(owner, coverName)).length).toBe(1);
});

test('a failed cover upload writes no post and keeps the form', async ({ page }) => {
  const id = unique();
  const slug = `upload-falhou-${id}`;
  await openAdminSignedIn(page);
  await page.route('**/storage/v1/object/post-covers/**', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      }),
    }),
  );
  await fillNewPost(page, { title: `Sem capa ${id}`, slug, coverName: `capa-${id}.png` });
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();

  await expectToast(
    page,
    'Erro ao salvar',
    'Erro ao enviar a capa: O arquivo é grande demais para ser enviado.',
  );
  await expect(page.getByLabel('Título')).toHaveValue(`Sem capa ${id}`);
  const { data } = await db().from('posts').select('id').eq('slug', slug);
  expect(data).toEqual([]);
});

test('a cover that is not an image or over 5 MB is refused before upload', async ({ page }) => {
  await openAdminSignedIn(page, '/admin/blog/create');
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('olá') });
  await expectToast(page, 'Erro', 'Por favor, selecione uma imagem válida');
  await picker.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expectToast(page, 'Erro', 'A imagem deve ter no máximo 5MB');
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first; a saved form leaves without asking', async ({
  page,
}) => {
  const id = unique();
  await openAdminSignedIn(page, '/admin/events/create');
  await page.getByLabel('Título').first().fill(`Evento ${id}`);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Vídeos' }).click();
  await expect
    .poll(() => questions)
    .toEqual(['Algumas de suas alterações não foram salvas. Você tem certeza que quer ignorá-las?']);
  // Staying keeps what was typed.
  await expect(page).toHaveURL(/\/admin\/events\/create$/);
  await expect(page.getByLabel('Título').first()).toHaveValue(`Evento ${id}`);

  // Leaving, this time. The click is repeated if it came while the refused leave was still being undone
  // (a click then is not a navigation, so nothing is asked); every question is answered 'OK'.
  const accept = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', accept);
  await expect(async () => {
    await page.getByRole('link', { name: 'Vídeos' }).click();
    await expect(page).toHaveURL(/\/admin\/videos$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  page.off('dialog', accept);

  // A successful save is never questioned (an unexpected dialog would be dismissed and block the way).
  await page.goto('/admin/blog/create');
  await page.getByLabel('Título').fill(`Salvo ${id}`);
  await fillSlugAfterGenerated(page, `salvo-${id}`);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho criado');
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
