import { expect, test } from '../csp.ts';
import { db, expectToast, unique } from './content-helpers.ts';
import { runPostLifecycle } from './posts-flow.ts';
import { fillSlugAfterGenerated } from './slug-field.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.describe('Notícias', () => {
  test.beforeEach(async ({ page }) => {
    await openAdminSignedIn(page);
  });

  test('draft with cover, publish, unpublish, edit, duplicate slug and delete', async ({ page }) => {
    test.setTimeout(120_000);
    await runPostLifecycle(page, 'news', 'Gerenciar Notícias');
  });

  test('news posts are stored as type news and stay out of the blog list', async ({ page }) => {
    const title = `Notícia isolada ${unique()}`;
    const slug = `noticia-isolada-${unique()}`;
    await page.goto('/admin/news/create');
    await page.getByLabel('Título').fill(title);
    await fillSlugAfterGenerated(page, slug);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(page, 'Rascunho criado');
    const { data } = await db().from('posts').select('type').eq('slug', slug).single();
    expect(data!.type).toBe('news');
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { name: 'Lista de Posts' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await db().from('posts').delete().eq('slug', slug);
  });
});
