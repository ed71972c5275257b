import { expect, test } from '../test.ts';
import { DEMO_ADMIN_EMAIL } from '../../helpers/seed-ids.ts';
import { shoot } from '../backoffice/account-helpers.ts';

/** GoTrue's refusal as the stack's gateway sends it across origins. */
const refusal = (status: number, code: string, message: string) => ({
  status,
  headers: {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'x-supabase-api-version',
    'x-supabase-api-version': '2024-01-01',
  },
  body: JSON.stringify({ code, error_code: code, message, msg: message }),
});

test('/admin-login: auth errors in pt-BR, never the server English, in the words of that address', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin-auth\?entrada=admin-login$/);
  await page.getByLabel('E-mail').fill(DEMO_ADMIN_EMAIL);
  await page.locator('#admin-password').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Falha no login')).toBeVisible();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0);
  await shoot(page, 'site-admin-login-error');

  await page.route('**/auth/v1/token?grant_type=password', (route) =>
    route.fulfill(refusal(400, 'email_not_confirmed', 'Email not confirmed')),
  );
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Confirme seu e-mail pelo link que enviamos antes de entrar.')).toBeVisible();
  await expect(page.getByText('Email not confirmed')).toHaveCount(0);
});
