import { expect, test } from '../csp.ts';
import {
  createAccount,
  deleteAccount,
  latestMail,
  shoot,
  signedInElsewhere,
  uniqueEmail,
} from './account-helpers.ts';
import { signIn, toast } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

const NEUTRAL = /Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha/;

test('forgot password: neutral confirmation, e-mailed link, new password, signed in; the old password and the used link are refused', async ({
  page,
}) => {
  const email = uniqueEmail('recupera');
  const oldPassword = 'Antiga-2026';
  const newPassword = 'Nova-senha-2026';
  let userId: string | undefined;
  try {
    userId = await createAccount(email, oldPassword, true);

    await page.goto('/admin-auth');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/admin-auth\/esqueci-senha$/);
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await shoot(page, 'forgot-password');

    // An address without an account gets the very same answer.
    await page.locator('#recovery-email').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(NEUTRAL);
    await page.getByRole('button', { name: 'Enviar de novo' }).click();

    await page.locator('#recovery-email').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(NEUTRAL);
    await shoot(page, 'forgot-password-sent');

    const mail = await latestMail(email, /Redefina sua senha/);
    // Opened as on another device: nothing the asking browser stored (its PKCE verifier) is left.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await page.goto(mail.actionUrl!);
    await expect(page).toHaveURL(/\/admin-auth\/nova-senha$/);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect(page.getByText(`Escolha uma nova senha para ${email}.`)).toBeVisible();
    await shoot(page, 'recovery-new-password');

    // The form's own rules, then the server's same-password rule, in pt-BR.
    await page.locator('#new-password').fill('abc');
    await page.locator('#confirm-new-password').fill('abd');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('As senhas não coincidem.');
    await page.locator('#confirm-new-password').fill('abc');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    await page.locator('#new-password').fill(oldPassword);
    await page.locator('#confirm-new-password').fill(oldPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'A nova senha precisa ser diferente da senha atual.',
    );

    await page.locator('#new-password').fill(newPassword);
    await page.locator('#confirm-new-password').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(toast(page, 'Senha alterada')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The link worked once.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await page.goto(mail.actionUrl!);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Este link expirou ou já foi usado. Peça um novo link.',
    );
    await expect(page.getByRole('link', { name: 'Pedir novo link' })).toBeVisible();
    await shoot(page, 'recovery-link-used');

    // Old password refused in pt-BR, new one accepted.
    await signIn(page, email, oldPassword);
    await expect(toast(page, 'Erro no login')).toContainText('E-mail ou senha incorretos.');
    await signIn(page, email, newPassword);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  } finally {
    await deleteAccount(userId);
  }
});

test("'Minha conta': change password (pt-BR rules), other sessions signed out; e-mail change says both addresses confirm", async ({
  page,
}) => {
  const email = uniqueEmail('minhaconta');
  const password = 'Conta-2026';
  const newPassword = 'Conta-nova-2026';
  let userId: string | undefined;
  try {
    userId = await createAccount(email, password, true);
    const elsewhere = await signedInElsewhere(email, password);

    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Minha conta' })
      .click();
    await expect(page).toHaveURL(/\/admin\/minha-conta$/);
    await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
    await expect(page.getByText(`E-mail atual: ${email}`)).toBeVisible();
    await shoot(page, 'my-account');

    const passwordForm = page.getByRole('form', { name: 'Alterar senha' });
    await passwordForm.locator('#new-password').fill(password);
    await passwordForm.locator('#confirm-new-password').fill(password);
    await passwordForm.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(passwordForm.getByRole('alert')).toHaveText(
      'A nova senha precisa ser diferente da senha atual.',
    );

    await passwordForm.locator('#new-password').fill(newPassword);
    await passwordForm.locator('#confirm-new-password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(passwordForm.getByRole('status')).toContainText(
      'as outras sessões desta conta foram encerradas',
    );
    // The other device's session can no longer be renewed.
    const { error: refreshError } = await elsewhere.auth.refreshSession();
    expect(refreshError).not.toBeNull();

    // E-mail change: both addresses get a link, and the page says so.
    const newEmail = uniqueEmail('novoemail');
    const emailForm = page.getByRole('form', { name: 'Alterar e-mail' });
    await emailForm.locator('#new-email').fill(newEmail);
    await emailForm.getByRole('button', { name: 'Alterar e-mail' }).click();
    await expect(emailForm.getByRole('status')).toContainText(
      `Enviamos um link de confirmação para o e-mail atual (${email}) e outro para o novo (${newEmail}).`,
    );
    await latestMail(email, /Confirme a troca de e-mail/);
    const toNew = await latestMail(newEmail, /Confirme a troca de e-mail/);
    await shoot(page, 'my-account-email-sent');

    // Following only the new address's link: half-way, the page says what is left.
    await page.goto(toNew.actionUrl!);
    await expect(page).toHaveURL(/\/admin\/minha-conta$/);
    await expect(
      page.getByText('Confirmação recebida. Agora abra o link enviado ao outro endereço'),
    ).toBeVisible();

    // The new password signs in.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await signIn(page, email, newPassword);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  } finally {
    await deleteAccount(userId);
  }
});

test('sign-in errors in pt-BR: wrong password and rate limit; the recovery form stays neutral at the e-mail limit', async ({
  page,
}) => {
  await signIn(page, 'admin@elocx.com.br', 'senha-errada');
  await expect(toast(page, 'Erro no login')).toContainText('E-mail ou senha incorretos.');
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0);

  // The auth server's answers at its limits (GoTrue's shape, as the stack's gateway sends it across
  // origins), without waiting for them.
  const limitAnswer = (code: string, message: string) => ({
    status: 429,
    headers: {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'x-supabase-api-version',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ code, error_code: code, message, msg: message }),
  });
  await page.route('**/auth/v1/token?grant_type=password', (route) =>
    route.fulfill(limitAnswer('over_request_rate_limit', 'Request rate limit reached')),
  );
  await signIn(page, 'admin@elocx.com.br', 'qualquer-senha');
  await expect(toast(page, 'Erro no login')).toContainText(
    'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
  );
  await shoot(page, 'sign-in-rate-limit');

  await page.route('**/auth/v1/recover**', (route) =>
    route.fulfill(limitAnswer('over_email_send_rate_limit', 'Email rate limit exceeded')),
  );
  await page.goto('/admin-auth/esqueci-senha');
  await page.locator('#recovery-email').fill('admin@elocx.com.br');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(NEUTRAL);
});
