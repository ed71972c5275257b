import { expect, test } from '../test.ts';

/** While the router loads a member-area page, the spec's checking message holds its place. */
test('navigating into /member says it is checking access until the page arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/member/dashboard.data*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } })
      .__reactRouterDataRouter;
    void router.navigate('/member/dashboard');
  });
  await expect(page.getByText('Verificando acesso de membro...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
  await expect(page.getByText('Verificando acesso de membro...')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/member/dashboard');
});
