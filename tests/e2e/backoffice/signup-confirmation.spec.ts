import { expect, test } from '../csp.ts';
import { sql } from '../site/support.ts';
import { deleteAccount, latestMail, shoot, uniqueEmail } from './account-helpers.ts';
import { toast } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

async function accountOf(email: string) {
  const [row] = await sql<{ id: string; email_confirmed_at: Date | null }>(
    'select id, email_confirmed_at from auth.users where email = $1',
    [email],
  );
  return row;
}

test('sign-up confirmation link: the page says the e-mail is confirmed and awaits approval; a reused link says why', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('cadastro');
  const password = 'Cadastro-2026';
  try {
    await page.goto('/admin-auth');
    // The pre-rendered tabs switch once the scripts run the page ('Entrar' waits for them too).
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.locator('#admin-email').fill(email);
    await page.locator('#admin-password').fill(password);
    await page.locator('#admin-confirm-password').fill(password);
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(toast(page, 'Conta criada')).toBeVisible();

    const mail = await latestMail(email, /Confirme seu e-mail/);
    // A token-hash link to the site, which verifies it on its server and lands on 'E-mail confirmado'.
    expect(new URL(mail.actionUrl!).pathname).toBe('/auth/confirm');
    expect(new URL(mail.actionUrl!).searchParams.get('type')).toBe('signup');
    // A slow phone: the page renders after supabase-js has exchanged the link's code and cleaned the
    // address, and it must still know that it was opened from the link.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
    await page.goto(mail.actionUrl!);
    await expect(page).toHaveURL(/\/admin-auth\/email-confirmado$/);
    await expect(page.getByRole('heading', { name: 'E-mail confirmado', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Sua conta aguarda a aprovação de um administrador.',
    );
    expect((await accountOf(email))?.email_confirmed_at).not.toBeNull();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await shoot(page, 'signup-email-confirmed');

    // Not kept signed in: the way back leads to the sign-in form.
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();

    // The same link again, from another browser: spent, and the page says so in pt-BR.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(mail.actionUrl!);
      await expect(otherPage).toHaveURL(/\/admin-auth\/email-confirmado$/);
      await expect(otherPage.getByRole('main').getByRole('alert')).toHaveText(
        'Este link expirou ou já foi usado. Peça um novo link.',
      );
      await expect(otherPage.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
      await shoot(otherPage, 'signup-email-link-used');
    } finally {
      await other.close();
    }
  } finally {
    await deleteAccount((await accountOf(email))?.id);
  }
});
