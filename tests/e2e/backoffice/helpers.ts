import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { serviceClient, type TestClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';

/** Signs in at /admin-auth with e-mail and password and waits for the panel. */
export async function signIn(
  page: Page,
  email: string = DEMO_ADMIN.email,
  password: string = DEMO_ADMIN.password,
) {
  await page.goto('/admin-auth');
  await page.locator('#admin-email').fill(email);
  await page.locator('#admin-password').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** A toast with this title (and optional description). */
export function toast(page: Page, title: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: title });
}

export const service = (): TestClient => serviceClient(e2eEnv().apiUrl);

/** A title no other test or seed row uses. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
