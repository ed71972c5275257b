import { expect, test } from '../csp.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { db, expectToast, unique } from './content-helpers.ts';
import { controlPageTime, passPageTime } from '../page-time.ts';
import { openAdminSignedIn } from './admin-session.ts';

async function userIdOf(email: string): Promise<string> {
  const { data, error } = await db().auth.admin.listUsers();
  expect(error).toBeNull();
  return data.users.find((user) => user.email === email)!.id;
}

/** Another admin, the author of content the signed-in admin may read but not change. */
async function otherAuthor(): Promise<string> {
  const email = `autor.${unique()}@elocx.com.br`;
  const { data, error } = await db().auth.admin.createUser({
    email,
    password: 'Outro-autor-2026',
    email_confirm: true,
  });
  expect(error).toBeNull();
  await db().from('user_roles').insert({ user_id: data.user!.id, role: 'admin' });
  return data.user!.id;
}

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('the slug follows the title with accents folded, unique, until edited by hand', async ({ page }) => {
  const id = unique();
  const author = await userIdOf(DEMO_ADMIN.email);
  // The plain slug is taken already: the generated one gets the first free number.
  await db()
    .from('posts')
    .insert({
      type: 'blog',
      title: 'Existente',
      slug: `acao-e-reacao-${id}`,
      status: 'draft',
      author_id: author,
    });

  await controlPageTime(page);
  await openAdminSignedIn(page, '/admin/blog/create');
  const slug = page.getByLabel('Slug');
  await page.getByLabel('Título').fill(`Ação e Reação ${id.toUpperCase()}`);
  await expect(slug).toHaveValue(`acao-e-reacao-${id}-2`);
  await expect(page.getByText('Gerado a partir do título; pode ser editado.')).toBeVisible();

  // An own slug wins over later title changes.
  await slug.fill(`meu-slug-${id}`);
  await page.getByLabel('Título').fill(`Experiência do Cliente ${id}`);
  // Past the moment the slug would follow the title (the page's clock moved on).
  await passPageTime(page, 2_000);
  await expect(slug).toHaveValue(`meu-slug-${id}`);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho criado');
  const { data } = await db().from('posts').select('slug').eq('slug', `meu-slug-${id}`);
  expect(data).toHaveLength(1);
});

test("another author's post is read-only, with the reason, in the list and on its page", async ({ page }) => {
  const id = unique();
  const other = await otherAuthor();
  // The extra admin would outlive the test and change what other tests see as "the last admin".
  cleanups.push(async () => {
    await db().from('posts').delete().eq('author_id', other);
    await db().auth.admin.deleteUser(other);
  });
  const title = `Post alheio ${id}`;
  const { data: post, error } = await db()
    .from('posts')
    .insert({ type: 'blog', title, slug: `post-alheio-${id}`, status: 'draft', author_id: other })
    .select('id')
    .single();
  expect(error).toBeNull();

  await openAdminSignedIn(page);
  // Everyone's posts (the author filter removed).
  await page.goto(`/admin/blog?filter=${encodeURIComponent('{}')}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('De outro autor');
  await expect(row.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Excluir' })).toHaveCount(0);

  await row.getByText(title).click();
  await expect(page.getByRole('heading', { name: 'Editar Post', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Este conteúdo é de outro autor.' })).toContainText(
    'Somente o autor pode editar, publicar ou excluir este conteúdo.',
  );
  await page.getByLabel('Título').fill(`${title} mudado`);
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
  const { data: unchanged } = await db().from('posts').select('title').eq('id', post!.id).single();
  expect(unchanged!.title).toBe(title);
});

test("editing a published landing page says 'Salvar e retirar do ar' and asks first", async ({ page }) => {
  const id = unique();
  const author = await userIdOf(DEMO_ADMIN.email);
  const title = `Landing no ar ${id}`;
  const { data: landing, error } = await db()
    .from('posts')
    .insert({
      type: 'landing-pages',
      title,
      slug: `landing-no-ar-${id}`,
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: author,
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  await openAdminSignedIn(page, `/admin/landing-pages/${landing!.id}`);
  await expect(page.getByRole('heading', { name: 'Editar Landing Page' })).toBeVisible();
  await page.getByLabel('Descrição').fill('Nova descrição');
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toHaveCount(0);

  // Changing one's mind keeps the page online and the form filled.
  await page.getByRole('button', { name: 'Salvar e retirar do ar' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Ao salvar, ela volta para rascunho e sai do ar');
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  // While it fades out the dialog keeps its own 'Salvar e retirar do ar': wait until it is gone.
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel('Descrição')).toHaveValue('Nova descrição');
  const { data: still } = await db().from('posts').select('status').eq('id', landing!.id).single();
  expect(still!.status).toBe('published');

  await page.getByRole('button', { name: 'Salvar e retirar do ar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar e retirar do ar' }).click();
  await expectToast(page, 'Atualizado', 'Landing page foi atualizada.');
  const { data: saved } = await db()
    .from('posts')
    .select('status, published_at, excerpt')
    .eq('id', landing!.id)
    .single();
  expect(saved).toEqual({ status: 'draft', published_at: null, excerpt: 'Nova descrição' });
});
