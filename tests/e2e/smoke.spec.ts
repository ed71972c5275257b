import { expect, test } from './test.ts';

test('the site and the back-office are served from one origin', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.goto('/admin');
  await expect(page).toHaveTitle(/Admin/);
  // Signed out, the back-office sends the browser on to its sign-in page. The test ends once that page
  // runs: closing the browser while the navigation is under way can outlast the test on a busy machine.
  await expect(page).toHaveURL(/\/admin-auth/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
});
