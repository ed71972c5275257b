import { AuthClient } from '@supabase/auth-js';
import { ADMIN_SESSION_STORAGE_KEY } from '#shared/adminSession.ts';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';

/**
 * The address the page was opened at, read before the auth client below starts: it exchanges an
 * e-mailed link's PKCE code while it starts and then removes it from the address bar, so a lazily loaded
 * landing page may otherwise never see that it was opened from a link.
 */
const openedAt = typeof window === 'undefined' ? '' : window.location.href;

/** The opening address while still on its page (an e-mailed link's landing), else the current one. */
export function landingHref(): string {
  const current = window.location.href;
  if (!openedAt) return current;
  return new URL(openedAt).pathname === window.location.pathname ? openedAt : current;
}

/**
 * The admin tab's one auth client (GoTrueClient), with the options supabase-js would give it: PKCE,
 * session kept in localStorage and refreshed automatically. The sign-in pages use it alone (no data,
 * storage or realtime code to load); the back-office's data client reuses it, so there is a single
 * session and a single refresh timer per tab.
 */
export const adminAuth = new AuthClient({
  url: `${SUPABASE_URL}/auth/v1`,
  headers: { Authorization: `Bearer ${SUPABASE_ANON_KEY}`, apikey: SUPABASE_ANON_KEY },
  // A storage key of its own keeps the admin session apart from a member session of the public site.
  storageKey: ADMIN_SESSION_STORAGE_KEY,
  flowType: 'pkce',
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
});
