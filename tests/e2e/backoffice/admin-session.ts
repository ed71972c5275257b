import { AuthClient } from '@supabase/auth-js';
import { expect, type Page } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '#shared/adminSession.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { e2eEnv } from '../env.ts';

/**
 * For back-office specs that are not about signing in: the demo admin signs in through the auth API
 * (the same password grant /admin-auth makes) and the session is put where the back-office keeps it,
 * so the first page a test opens is already the panel, without loading the sign-in page and the
 * dashboard first. Each test gets a session of its own, so a test that signs out or revokes sessions
 * never spoils another's. The sign-in specs keep going through /admin-auth (helpers.ts `signIn`).
 */
export async function openAdminSignedIn(page: Page, path: string = '/admin'): Promise<void> {
  await page.addInitScript(seedSession, {
    key: ADMIN_SESSION_STORAGE_KEY,
    value: await adminSessionValue(),
    origin: new URL(e2eEnv().siteUrl).origin,
  });
  await page.goto(path);
  if (path === '/admin') {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
}

/** The demo admin's session exactly as the back-office's auth client stores it (JSON under its key). */
async function adminSessionValue(): Promise<string> {
  const stored = new Map<string, string>();
  const auth = new AuthClient({
    url: `${e2eEnv().apiUrl}/auth/v1`,
    headers: { Authorization: `Bearer ${LOCAL_ANON_KEY}`, apikey: LOCAL_ANON_KEY },
    storageKey: ADMIN_SESSION_STORAGE_KEY,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { error } = await auth.signInWithPassword(DEMO_ADMIN);
  if (error) throw new Error(`The demo admin could not sign in through the API: ${error.message}`);
  const value = stored.get(ADMIN_SESSION_STORAGE_KEY);
  if (!value) throw new Error('The auth client stored no session after signing in');
  return value;
}

/**
 * Runs in the page before its scripts: stores the session once per tab, on the site's origin only, so
 * a later sign-out in the same test is not undone by the next navigation.
 */
function seedSession({ key, value, origin }: { key: string; value: string; origin: string }): void {
  if (window.location.origin !== origin) return;
  const marker = `${key}:seeded`;
  if (window.sessionStorage.getItem(marker)) return;
  window.sessionStorage.setItem(marker, '1');
  window.localStorage.setItem(key, value);
}
