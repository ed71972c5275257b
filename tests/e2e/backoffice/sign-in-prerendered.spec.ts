import { expect, test } from '../csp.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';

test.use({ actionTimeout: 15_000 });

test('/admin-auth arrives with its form drawn, and what is typed before the scripts run is kept', async ({
  page,
}) => {
  const html = await (await page.request.get('/admin-auth')).text();
  expect(html).toContain('Painel administrativo');
  expect(html).toMatch(/<input[^>]*id="admin-email"/);
  expect(html).toMatch(/<input[^>]*id="admin-password"/);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's scripts are held back until the visitor has typed into the drawn form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/admin/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin-auth', { waitUntil: 'commit' });
  await page.locator('#admin-email').fill(DEMO_ADMIN.email);
  await page.locator('#admin-password').fill(DEMO_ADMIN.password);
  // Until the scripts run the page, the submit button waits (a bare form post would lose the text).
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
  release();

  // Once hydrated, the tabs answer (only the scripts switch them) and the typed text is still there.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await expect(page.locator('#admin-confirm-password')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await expect(page.locator('#admin-email')).toHaveValue(DEMO_ADMIN.email);
  await expect(page.locator('#admin-password')).toHaveValue(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('with a stored session, /admin-auth goes straight to the panel', async ({ page }) => {
  await page.goto('/admin-auth');
  await page.locator('#admin-email').fill(DEMO_ADMIN.email);
  await page.locator('#admin-password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin-auth');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
