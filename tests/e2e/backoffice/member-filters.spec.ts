import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { readFile } from 'node:fs/promises';
import { db, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test('members: filters by join dates, online and recent activity; CSV follows them; detail page', async ({
  page,
}) => {
  const id = unique();
  const { data: user, error } = await db().auth.admin.createUser({
    email: `filtro.${id}@example.com.br`,
    password: 'Membro-filtro-1',
    email_confirm: true,
  });
  expect(error).toBeNull();
  const name = `Marta Filtro ${id}`;
  const inserted = await db()
    .from('members')
    .insert({
      id: user.user!.id,
      full_name: name,
      email: `filtro.${id}@example.com.br`,
      is_logged_in: true,
      login_count: 4,
      last_login_at: new Date().toISOString(),
      created_at: '2020-02-10T12:00:00Z',
      profile_data: { headline: 'Líder de CX', locale: 'pt_BR' },
    });
  expect(inserted.error).toBeNull();
  // Other specs count every member: this one leaves none behind.
  try {
    await checkFiltersAndDetail(page, name, id);
  } finally {
    await db().from('members').delete().eq('id', user.user!.id);
    await db().auth.admin.deleteUser(user.user!.id);
  }
});

async function checkFiltersAndDetail(page: Page, name: string, id: string) {
  await openAdminSignedIn(page, '/admin/members');
  await page.getByRole('button', { name: 'Adicionar filtro' }).click();
  for (const label of ['Ativos nos últimos 30 dias', 'Online agora', 'Entrou a partir de', 'Entrou até']) {
    await expect(page.getByRole('menuitemcheckbox', { name: label })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  const filter = { joined_from: '2020-02-01', joined_to: '2020-02-29', online: true, active_30d: true };
  await page.goto(`/admin/members?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`${name};filtro.${id}@example.com.br;Online;4;`);

  // Offline members drop out with 'Online agora'.
  await db().from('members').update({ is_logged_in: false }).eq('email', `filtro.${id}@example.com.br`);
  await page.reload();
  await expect(page.getByText('Nenhum membro encontrado para sua busca.')).toBeVisible();

  await page.goto(
    `/admin/members?filter=${encodeURIComponent(JSON.stringify({ joined_from: '2020-02-01', joined_to: '2020-02-29' }))}`,
  );
  await rows.first().getByText(name).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Primeiro acesso')).toBeVisible();
  await expect(page.getByText('10/02/2020', { exact: false })).toBeVisible();
  const profile = page.getByRole('table', { name: 'Dados do LinkedIn' });
  await expect(profile.getByRole('row').filter({ hasText: 'headline' })).toContainText('Líder de CX');
}
