import { expect, test } from '../csp.ts';
import { Secret, TOTP } from 'otpauth';
import { anonClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { createAccount, deleteAccount, shoot, uniqueEmail } from './account-helpers.ts';
import { signIn } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

const PERIOD_MS = 30_000;

/**
 * The authenticator app's code for `secret`, from a 30-second step after `after` (the server refuses a
 * code of a step already used): the current step, else the next one, which the server accepts as an
 * authenticator whose clock runs a little ahead (one step either way, as GoTrue).
 */
function nextCode(secret: string, after: number): { code: string; step: number } {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, after + 1);
  if (step > current + 1) throw new Error('no unused step within the accepted window yet');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return { code: totp.generate({ timestamp: step * PERIOD_MS + 1 }), step };
}

test('two-factor sign-in: enrol from the shown key, then signing in asks for the code; an aal1 session gets no admin data; turn it off', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('duasetapas');
  const password = 'Duas-etapas-2026';
  let userId: string | undefined;
  try {
    userId = await createAccount(email, password, true);
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/admin/minha-conta');
    const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await expect(section.getByText('Desativada')).toBeVisible();
    await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    const qr = section.getByRole('img', { name: 'QR code para o aplicativo autenticador' });
    await expect(qr).toBeVisible();
    // Drawn, not just its alt text.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await section.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shoot(page, 'mfa-enrol');

    await section.locator('#totp-enrol-code').fill('000000');
    await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Código incorreto. Confira o código no aplicativo autenticador e tente de novo.',
    );
    const enrolled = nextCode(secret, 0);
    await section.locator('#totp-enrol-code').fill(enrolled.code);
    await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(section.getByRole('status')).toContainText('Verificação em duas etapas ativada');
    await expect(section.getByText('Ativada', { exact: true })).toBeVisible();

    // A password alone: the code is asked for, and the panel stays closed meanwhile.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await shoot(page, 'mfa-sign-in');
    // Skipping the code by typing a panel address ends that half-signed-in session.
    await page.goto('/admin/team');
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();

    // The same aal1 session outside the UI: admin data refused by the database.
    const passwordOnly = anonClient(e2eEnv().apiUrl);
    await passwordOnly.auth.signInWithPassword({ email, password });
    const { data: rows, error: refused } = await passwordOnly.rpc('list_team_accounts');
    expect(rows).toBeNull();
    expect(refused?.code).toBe('42501');

    await page.locator('#mfa-code').fill('123456');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.locator('#mfa-code-helper-text')).toHaveText(
      'Código incorreto. Confira o código no aplicativo autenticador e tente de novo.',
    );
    const signInCode = nextCode(secret, enrolled.step);
    await page.locator('#mfa-code').fill(signInCode.code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // Turning it off (the session is aal2) brings back password-only sign-in.
    await page.goto('/admin/minha-conta');
    await section.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
    await shoot(page, 'mfa-turn-off');
    await section.getByRole('button', { name: 'Desativar', exact: true }).click();
    await expect(section.getByRole('status')).toContainText('Verificação em duas etapas desativada');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  } finally {
    await deleteAccount(userId);
  }
});
