import { expect, test } from '../csp.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '#shared/adminSession.ts';
import { sql } from '../site/support.ts';
import { createAccount, deleteAccount, shoot, uniqueEmail } from './account-helpers.ts';
import { signIn, toast } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

async function isAdmin(userId: string): Promise<boolean> {
  const rows = await sql(`select 1 from public.user_roles where user_id = $1 and role = 'admin'`, [userId]);
  return rows.length > 0;
}

test("team: revoking one's own admin role asks first; another admin's role is revoked at once", async ({
  page,
}) => {
  const password = 'Equipe-2026';
  const selfEmail = uniqueEmail('eu');
  const otherEmail = uniqueEmail('colega');
  let selfId: string | undefined;
  let otherId: string | undefined;
  try {
    selfId = await createAccount(selfEmail, password, true);
    otherId = await createAccount(otherEmail, password, true);

    await signIn(page, selfEmail, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Equipe' })
      .click();

    // Someone else's role: as before, no question asked.
    const otherRow = page.getByRole('row').filter({ hasText: otherEmail });
    await otherRow.getByRole('button', { name: `Revogar admin: ${otherEmail}` }).click();
    await expect(toast(page, `${otherEmail} não é mais administrador.`)).toContainText('Acesso revogado');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => isAdmin(otherId!)).toBe(false);

    // One's own role: a question first; cancelling keeps it.
    const selfRow = page.getByRole('row').filter({ hasText: selfEmail });
    await selfRow.getByRole('button', { name: `Revogar admin: ${selfEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover o seu acesso de administrador?' });
    await expect(dialog).toContainText('Você vai perder o acesso ao painel administrativo');
    await shoot(page, 'team-revoke-self');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(selfRow).toContainText('Administrador');
    expect(await isAdmin(selfId)).toBe(true);

    // Confirmed: saved.
    await selfRow.getByRole('button', { name: `Revogar admin: ${selfEmail}` }).click();
    await dialog.getByRole('button', { name: 'Remover meu acesso' }).click();
    // Out of the panel at once, signed out, with the message still on screen.
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(toast(page, 'Você não é mais administrador e saiu do painel.')).toContainText(
      'Acesso revogado',
    );
    await expect(page.locator('#admin-email')).toBeVisible();
    await expect.poll(() => isAdmin(selfId!)).toBe(false);
    const session = await page.evaluate((key) => localStorage.getItem(key), ADMIN_SESSION_STORAGE_KEY);
    expect(session).toBeNull();
  } finally {
    await deleteAccount(selfId);
    await deleteAccount(otherId);
  }
});
