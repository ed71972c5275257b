import { expect, test } from '@playwright/test';

test('the site and the back-office are served from one origin', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.goto('/admin');
  await expect(page).toHaveTitle(/Admin/);
});
