import { expect, test } from '../csp.ts';
import { DEMO_ADMIN_EMAIL } from '../../helpers/seed-ids.ts';
import { latestMail, shoot, uniqueEmail } from './account-helpers.ts';
import { service, toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('team invite: invite with a role, re-invite, refuse a registered address; the invitee sets a password and enters with the role', async ({
  page,
}) => {
  const email = uniqueEmail('convite');
  const password = 'Convite-2026';
  try {
    await openAdminSignedIn(page);
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Equipe' })
      .click();
    await page.getByRole('button', { name: 'Convidar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'team-invite-dialog');

    // A registered address: a clear refusal, the dialog stays open.
    await dialog.locator('#invite-email').fill(DEMO_ADMIN_EMAIL);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Este e-mail já tem uma conta ativa.');

    await dialog.locator('#invite-email').fill(email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(toast(page, 'Convite enviado')).toContainText(`Enviamos um convite para ${email}.`);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Convite pendente');
    await expect(row).toContainText('como Administrador');
    await shoot(page, 'team-pending-invite');

    const first = await latestMail(email, /convidado para a equipe/);
    await row.getByRole('button', { name: `Reenviar convite: ${email}` }).click();
    await expect(toast(page, 'Convite reenviado')).toBeVisible();
    const second = await latestMail(email, /convidado para a equipe/, first.id);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);

    // The first link was replaced by the second one.
    await page.goto(first.actionUrl!);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Este link expirou ou já foi usado. Peça um novo link.',
    );
    await expect(page.getByText('Peça a um administrador da equipe para reenviar o convite.')).toBeVisible();

    await page.goto(second.actionUrl!);
    await expect(page).toHaveURL(/\/admin-auth\/convite$/);
    await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
    await expect(
      page.getByText(`Boas-vindas à equipe! Crie uma senha para entrar com ${email}.`),
    ).toBeVisible();
    await shoot(page, 'invite-accept');
    await page.locator('#new-password').fill(password);
    await page.locator('#confirm-new-password').fill(password);
    await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
    await expect(toast(page, 'Convite aceito')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // In the panel with the role: the Team screen (admins only) lists the account as an administrator.
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Equipe' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Administrador');
  } finally {
    const db = service();
    const { data } = await db.auth.admin.listUsers({ perPage: 1000 });
    const user = data?.users.find((u) => u.email === email);
    if (user) await db.auth.admin.deleteUser(user.id);
  }
});
