import { expect, test } from '../csp.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { DEMO_ADMIN_ID, MEMBER_ANA_EMAIL, MEMBER_ANA_ID } from '../../helpers/seed-ids.ts';
import { signUserJwt } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { service, signIn, toast } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

/** A hand-made PostgREST request with a member's token, as anyone could send from a terminal. */
async function asMember(path: string, init: RequestInit = {}) {
  const jwt = await signUserJwt(MEMBER_ANA_ID, MEMBER_ANA_EMAIL);
  const response = await fetch(`${e2eEnv().apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${jwt}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

test("a member's token cannot read or write admin data", async () => {
  const db = service();

  // Reads: only the member's own row; nothing of roles, team or subscribers.
  const members = await asMember('members?select=id,email');
  expect(members.status).toBe(200);
  expect(members.body).toEqual([{ id: MEMBER_ANA_ID, email: MEMBER_ANA_EMAIL }]);
  for (const table of ['user_roles', 'newsletter_subscribers']) {
    const read = await asMember(`${table}?select=*`);
    expect([200, 401, 403]).toContain(read.status);
    if (read.status === 200) expect(read.body).toEqual([]);
  }
  expect((await asMember('rpc/list_team_accounts')).status).toBe(403);
  const stats = await asMember('rpc/get_member_statistics', { method: 'POST', body: '{}' });
  expect(stats.status).toBeGreaterThanOrEqual(400);
  const probe = await asMember('rpc/has_role', {
    method: 'POST',
    body: JSON.stringify({ _user_id: DEMO_ADMIN_ID, _role: 'admin' }),
  });
  expect(probe.body).toBe(false);

  // Writes: refused, and nothing changes.
  const selfPromotion = await asMember('user_roles', {
    method: 'POST',
    body: JSON.stringify({ user_id: MEMBER_ANA_ID, role: 'admin' }),
  });
  expect(selfPromotion.status).toBe(403);
  expect((await db.from('user_roles').select('id').eq('user_id', MEMBER_ANA_ID)).data).toEqual([]);

  const insertEvent = await asMember('events', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Evento pirata',
      start_date: '2030-01-01T10:00:00Z',
      end_date: '2030-01-01T12:00:00Z',
    }),
  });
  expect(insertEvent.status).toBe(403);

  const { data: job } = await db.from('jobs').select('id,title').eq('is_active', true).limit(1).single();
  const updateJob = await asMember(`jobs?id=eq.${job!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Vaga sequestrada' }),
  });
  expect(
    updateJob.status === 403 ||
      (updateJob.status === 200 && Array.isArray(updateJob.body) && updateJob.body.length === 0),
  ).toBe(true);
  expect((await db.from('jobs').select('title').eq('id', job!.id).single()).data!.title).toBe(job!.title);

  const { data: course } = await db.from('courses').select('id').eq('is_active', true).limit(1).single();
  const deleteCourse = await asMember(`courses?id=eq.${course!.id}`, { method: 'DELETE' });
  expect(
    deleteCourse.status === 403 || (Array.isArray(deleteCourse.body) && deleteCourse.body.length === 0),
  ).toBe(true);
  expect((await db.from('courses').select('id').eq('id', course!.id)).data).toHaveLength(1);

  const deleteRoles = await asMember(`user_roles?user_id=eq.${DEMO_ADMIN_ID}`, { method: 'DELETE' });
  expect(
    deleteRoles.status === 403 || (Array.isArray(deleteRoles.body) && deleteRoles.body.length === 0),
  ).toBe(true);
  expect((await db.from('user_roles').select('id').eq('user_id', DEMO_ADMIN_ID)).data).toHaveLength(1);

  const deleteSubscribers = await asMember('newsletter_subscribers?email=not.is.null', { method: 'DELETE' });
  expect(
    deleteSubscribers.status === 403 ||
      (Array.isArray(deleteSubscribers.body) && deleteSubscribers.body.length === 0),
  ).toBe(true);
});

test('an RLS refusal shows the error and keeps the admin signed in', async ({ page }) => {
  const db = service();
  const email = `revogado.${Date.now()}@elocx.com.br`;
  const password = 'Revogado-2026';
  const { data: created, error } = await db.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const userId = created.user.id;
  try {
    await db.from('user_roles').insert({ user_id: userId, role: 'admin' });
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/admin/jobs/create');
    await page.getByRole('textbox', { name: 'Título' }).fill('Vaga após revogação');
    await page.getByLabel('Empresa').fill('Empresa');

    // The role is taken away behind the admin's back: the database now refuses the write.
    await db.from('user_roles').delete().eq('user_id', userId);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro ao criar vaga')).toContainText('Você não tem permissão para esta ação.');
    await expect(page).toHaveURL(/\/admin\/jobs\/create$/);
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Vaga após revogação');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    // The refused form is still unsaved: leaving it asks first.
    page.once('dialog', (question) => void question.accept());
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Vagas' })
      .click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    // Admin-only statistics are refused too: the dashboard says so, and the admin is still in.
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByText('Erro ao carregar estatísticas. Verifique suas permissões.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
  } finally {
    await db.auth.admin.deleteUser(userId);
  }
});
