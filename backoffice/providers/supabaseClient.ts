import { createAppSupabaseClient, type AppSupabaseClient } from '../../shared/supabase.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../shared/adminSession.ts';

/**
 * The address the page was opened at, read before the client below starts: supabase-js exchanges an
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
 * The back-office's only Supabase client. The data provider, the auth provider, uploads and custom
 * actions all share it, so there is one session (one GoTrueClient) for the whole admin.
 */
export const supabaseClient: AppSupabaseClient = createAppSupabaseClient({
  // A storage key of its own keeps the admin session apart from a member session of the public site.
  auth: { storageKey: ADMIN_SESSION_STORAGE_KEY },
});
