import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { controlPageTime, passPageTime } from '../page-time.ts';
import { db, expectDeleteFinal, FIXTURES, undoNotice, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

const VIDEO_FILE = path.join(FIXTURES, 'sample-320x240.webm');

/** A stored video file plus its row, as the create screen leaves them. */
async function storedVideo(title: string): Promise<{ id: string; path: string }> {
  const objectPath = `e2e/${unique()}.webm`;
  const upload = await db()
    .storage.from('videos')
    .upload(objectPath, await readFile(VIDEO_FILE), { contentType: 'video/webm' });
  expect(upload.error).toBeNull();
  const videoUrl = db().storage.from('videos').getPublicUrl(objectPath).data.publicUrl;
  const { data, error } = await db()
    .from('videos')
    .insert({ title, video_url: videoUrl, is_active: true, tags: [] })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: data!.id, path: objectPath };
}

async function fileExists(objectPath: string): Promise<boolean> {
  const folder = path.posix.dirname(objectPath);
  const { data } = await db().storage.from('videos').list(folder, { limit: 1000 });
  return (data ?? []).some((object) => object.name === path.posix.basename(objectPath));
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await download.path())!, 'utf8');
}

/** Rows a test added, removed after it so the public pages' seed counts stay true for later tests. */
const added: { table: 'courses' | 'jobs'; title: string }[] = [];
test.afterEach(async () => {
  for (const { table, title } of added.splice(0)) await db().from(table).delete().eq('title', title);
});

test('an undone delete keeps the video and its file; a final delete removes both', async ({ page }) => {
  const title = `Vídeo desfazer ${unique()}`;
  const video = await storedVideo(title);
  await controlPageTime(page);
  await openAdminSignedIn(page, '/admin/videos');
  const card = page.getByRole('article', { name: title });

  await card.getByRole('button', { name: 'Excluir' }).click();
  await expect(card).toHaveCount(0);
  // Apart from the back-office's own toasts, which stack at the bottom right (at most 420 px wide).
  const notice = await undoNotice(page, 'Vídeo excluído com sucesso!').boundingBox();
  expect(notice!.x + notice!.width).toBeLessThanOrEqual(page.viewportSize()!.width - 16 - 420);
  await undoNotice(page, 'Vídeo excluído com sucesso!').getByRole('button', { name: 'Desfazer' }).click();
  await expect(card).toBeVisible();
  // Well past the notification's time (the page's clock moved on): nothing was deleted.
  await passPageTime(page, 10_000);
  expect((await db().from('videos').select('id').eq('id', video.id)).data).toHaveLength(1);
  expect(await fileExists(video.path)).toBe(true);

  await card.getByRole('button', { name: 'Excluir' }).click();
  await expectDeleteFinal(page, 'Vídeo excluído com sucesso!');
  await expect.poll(async () => (await db().from('videos').select('id').eq('id', video.id)).data).toEqual([]);
  await expect.poll(() => fileExists(video.path)).toBe(false);
});

test('bulk deactivate of selected courses, then bulk activate of selected jobs', async ({ page }) => {
  const id = unique();
  const courses = [`Curso lote A ${id}`, `Curso lote B ${id}`];
  added.push(...courses.map((title) => ({ table: 'courses' as const, title })));
  const { error } = await db()
    .from('courses')
    .insert(
      courses.map((title) => ({
        title,
        category: 'customer-experience',
        url: `https://example.com/${encodeURIComponent(title)}`,
        source_platform: 'manual',
        is_active: true,
      })),
    );
  expect(error).toBeNull();

  await openAdminSignedIn(page, '/admin/courses');
  for (const title of courses) await page.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
  await expect(page.getByText('2 selecionados')).toBeVisible();
  await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Desativar' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await expect
    .poll(async () => (await db().from('courses').select('is_active').in('title', courses)).data)
    .toEqual([{ is_active: false }, { is_active: false }]);

  const job = `Vaga lote ${id}`;
  added.push({ table: 'jobs', title: job });
  await db().from('jobs').insert({ title: job, company: 'Elo', is_active: false, source: 'manual' });
  await page.goto('/admin/jobs');
  const row = page.getByRole('row').filter({ hasText: job });
  await row.getByRole('checkbox').check();
  await page
    .locator('.RaBulkActionsToolbar-toolbar')
    .getByRole('button', { name: 'Ativar', exact: true })
    .click();
  await expect
    .poll(async () => (await db().from('jobs').select('is_active').eq('title', job).single()).data)
    .toEqual({ is_active: true });
});

test('CSV export follows the list filters and neutralises formula cells', async ({ page }) => {
  const id = unique();
  added.push({ table: 'courses', title: `=HYPERLINK("https://mal.example") ${id}` });
  await db()
    .from('courses')
    .insert({
      title: `=HYPERLINK("https://mal.example") ${id}`,
      category: 'customer-experience',
      url: 'https://example.com/formula',
      source_platform: 'manual',
      is_active: true,
    });
  await openAdminSignedIn(page, '/admin/members');
  await page.getByPlaceholder('Buscar por nome ou e-mail').fill('ribeiro');
  await expect(page.getByRole('row')).toHaveCount(2); // header + Ana Ribeiro
  const members = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  const lines = members.trim().split('\r\n');
  expect(lines[0]).toBe('Nome;E-mail;Status;Logins;Último login;Cadastro');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^Ana Ribeiro;ana\.ribeiro@example\.com\.br;Online;12;/);

  await page.goto('/admin/courses');
  const courses = await downloadText(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  expect(courses).toContain(`"'=HYPERLINK(""https://mal.example"") ${id}"`);
});
