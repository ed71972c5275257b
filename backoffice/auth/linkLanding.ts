import type { GoTrueClient, Session } from '@supabase/auth-js';
import { AUTH_ERROR_MESSAGES, describeAuthError } from '#shared/authMessages.ts';

/**
 * What an e-mailed link (recovery or invite) brought back in the address: the auth server's error, a
 * session in the fragment (links verified by the site's server, /auth/confirm, or made by the auth
 * server), a PKCE code (links asked for from this browser), a confirmed address without a session
 * (sign-up confirmation), or nothing.
 */
export type LinkLanding =
  | { kind: 'error'; code: string; description: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string; type: string | null }
  | { kind: 'code' }
  | { kind: 'confirmed' }
  | { kind: 'none' };

export function readLinkLanding(href: string): LinkLanding {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  // Fragment values win, as in auth-js (the server repeats its error in both places).
  new URLSearchParams(url.hash.replace(/^#/, '')).forEach((value, key) => params.set(key, value));
  const errorCode = params.get('error_code');
  if (errorCode || params.get('error')) {
    return {
      kind: 'error',
      code: errorCode ?? params.get('error') ?? 'unknown',
      description: params.get('error_description') ?? '',
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'tokens', accessToken, refreshToken, type: params.get('type') };
  }
  if (params.get('code')) return { kind: 'code' };
  if (params.get('confirmed') === '1') return { kind: 'confirmed' };
  return { kind: 'none' };
}

export type LinkSessionResult = { ok: true; session: Session } | { ok: false; message: string };

const LINK_INVALID = AUTH_ERROR_MESSAGES.otp_expired;
const NO_LINK = 'Abra esta página pelo link que enviamos por e-mail.';
const OTHER_BROWSER = AUTH_ERROR_MESSAGES.pkce_code_verifier_not_found;

/** Removes the link's tokens, code and errors from the address bar (and from the history entry). */
function clearAddress(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname);
}

/**
 * Turns the landing into a signed-in session, or says in pt-BR why it cannot. A PKCE code is exchanged
 * by the auth client itself while it starts (detectSessionInUrl), so here it only remains to read the
 * outcome; fragment tokens are refused by a PKCE client, so they are set here.
 */
export async function establishLinkSession(
  auth: GoTrueClient,
  href: string = window.location.href,
): Promise<LinkSessionResult> {
  const landing = readLinkLanding(href);
  try {
    if (landing.kind === 'error') {
      return { ok: false, message: describeAuthError({ code: landing.code, __isAuthError: true }) };
    }
    if (landing.kind === 'tokens') {
      const { data, error } = await auth.setSession({
        access_token: landing.accessToken,
        refresh_token: landing.refreshToken,
      });
      if (error || !data.session)
        return { ok: false, message: error ? describeAuthError(error) : LINK_INVALID };
      return { ok: true, session: data.session };
    }
    const { error } = await auth.initialize();
    if (landing.kind === 'code') {
      if (error) return { ok: false, message: describeAuthError(error) };
      // supabase-js removes the code once exchanged; still there means it had no verifier for it.
      if (readLinkLanding(window.location.href).kind === 'code') return { ok: false, message: OTHER_BROWSER };
    }
    const { data } = await auth.getSession();
    if (data.session) return { ok: true, session: data.session };
    return { ok: false, message: landing.kind === 'code' ? LINK_INVALID : NO_LINK };
  } finally {
    if (landing.kind !== 'none') clearAddress();
  }
}
