import { ADMIN_SESSION_STORAGE_KEY } from '#shared/adminSession.ts';

/**
 * Whether this tab may already hold an admin session (stored, or arriving in an e-mailed link's
 * `?code=`). Never on the server, where the sign-in page is rendered ahead of time for a visitor
 * without one.
 */
export function maySignedIn(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (window.localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: nothing stored either.
  }
  return new URLSearchParams(window.location.search).has('code');
}
