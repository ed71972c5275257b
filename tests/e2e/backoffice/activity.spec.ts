import { expect, test } from '../csp.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { anonClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { service, toast, unique } from './helpers.ts';
import { fillSlugAfterGenerated } from './slug-field.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test("'Atividade' lists a publish by the signed-in admin, and the post's history shows it", async ({
  page,
}) => {
  const title = unique('Post atividade');
  const slug = `post-atividade-${Date.now().toString(36)}`;
  // Removed even when the test fails, so the public blog's seed count holds for later tests.
  madeSlugs.push(slug);
  await openAdminSignedIn(page, '/admin/blog/create');
  await page.getByLabel('Título').fill(title);
  await fillSlugAfterGenerated(page, slug);
  // Publishing needs content too.
  await page.getByRole('textbox', { name: 'Conteúdo' }).fill('Texto do post publicado.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(toast(page, 'Rascunho criado')).toBeVisible();
  await page.goto('/admin/blog');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Publicado')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Atividade' })
    .click();
  await expect(page.getByRole('heading', { name: 'Atividade', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Publicação' }).click();
  // Rows are read once the filtered list has loaded, not from the list it replaces.
  await expect(page).toHaveURL(/filter=[^&]*publish/);
  await page.waitForLoadState('networkidle');
  const entry = page.getByRole('row').filter({ hasText: 'Publicação' }).first();
  await expect(entry).toContainText(DEMO_ADMIN.email);
  await expect(entry).toContainText('Blog');
  await expect(entry).toContainText('status');
  // The area links to the post, whose edit page lists its history.
  await entry.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('heading', { name: 'Histórico' })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(`Publicação por ${DEMO_ADMIN.email}`);
  await expect(history.getByRole('listitem').nth(1)).toContainText(`Criação por ${DEMO_ADMIN.email}`);
});

const madeSlugs: string[] = [];
test.afterEach(async () => {
  for (const slug of madeSlugs.splice(0)) await service().from('posts').delete().eq('slug', slug);
});

test('the signed-in admin cannot edit or delete log entries through the API', async () => {
  const client = anonClient(e2eEnv().apiUrl);
  const { error: signInError } = await client.auth.signInWithPassword(DEMO_ADMIN);
  expect(signInError).toBeNull();
  const { data: entry } = await client.from('activity_log').select('*').order('id').limit(1).single();
  expect(entry).not.toBeNull();

  const updated = await client.from('activity_log').update({ action: 'create' }).eq('id', entry!.id).select();
  expect(updated.error?.code).toBe('42501');
  const deleted = await client.from('activity_log').delete().eq('id', entry!.id).select();
  expect(deleted.error?.code).toBe('42501');
  const { data: after } = await client.from('activity_log').select('*').eq('id', entry!.id).single();
  expect(after).toEqual(entry);
  await client.auth.signOut();
});
