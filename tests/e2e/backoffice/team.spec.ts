import { expect, test } from '../csp.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_ID } from '../../helpers/seed-ids.ts';
import { service, signIn, toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('team: approve a sign-up, the new admin enters; revoke it; the last admin cannot be removed', async ({
  page,
}) => {
  const db = service();
  const email = `equipe.${Date.now()}@elocx.com.br`;
  const password = 'Equipe-2026';
  const { data: created, error } = await db.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const userId = created.user.id;
  // "The last admin" needs a known team: admins left by other tests step aside until the end.
  const { data: others, error: othersError } = await db
    .from('user_roles')
    .delete()
    .eq('role', 'admin')
    .neq('user_id', DEMO_ADMIN_ID)
    .select('user_id');
  if (othersError) throw othersError;

  try {
    // Before approval: refused.
    await signIn(page, email, password);
    await expect(toast(page, 'Acesso negado')).toBeVisible();

    await openAdminSignedIn(page);
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Equipe' })
      .click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Aguardando aprovação');
    await row.getByRole('button', { name: `Tornar admin: ${email}` }).click();
    await expect(toast(page, 'Acesso concedido')).toContainText(`${email} agora é administrador.`);
    await expect(row).toContainText('Administrador');

    // The approved account can now sign in.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await signIn(page, email, password);
    await expect(toast(page, 'Login realizado com sucesso')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The new admin revokes the demo admin, then cannot revoke the last admin (themself).
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Equipe' })
      .click();
    const demoRow = page.getByRole('row').filter({ hasText: DEMO_ADMIN_EMAIL });
    await demoRow.getByRole('button', { name: `Revogar admin: ${DEMO_ADMIN_EMAIL}` }).click();
    await expect(toast(page, 'Acesso revogado')).toBeVisible();
    await expect(demoRow).toContainText('Aguardando aprovação');
    await row.getByRole('button', { name: `Revogar admin: ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover meu acesso' }).click();
    await expect(toast(page, 'Erro ao revogar acesso')).toContainText(
      'Não é possível remover o último administrador.',
    );
    await expect(row).toContainText('Administrador');

    // Give the demo admin back its role from the screen.
    await demoRow.getByRole('button', { name: `Tornar admin: ${DEMO_ADMIN_EMAIL}` }).click();
    await expect(toast(page, 'Acesso concedido')).toBeVisible();
    await expect(demoRow).toContainText('Administrador');
  } finally {
    await db
      .from('user_roles')
      .upsert({ user_id: DEMO_ADMIN_ID, role: 'admin' }, { onConflict: 'user_id,role' });
    await db.auth.admin.deleteUser(userId);
    const back = (others ?? [])
      .filter((r) => r.user_id !== userId)
      .map((r) => ({ ...r, role: 'admin' as const }));
    if (back.length) await db.from('user_roles').upsert(back, { onConflict: 'user_id,role' });
  }
});
