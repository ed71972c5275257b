import { AuthClient } from '@supabase/auth-js';
import { redirect } from 'react-router';
import { CONFIRM_LANDINGS, isConfirmType } from '#shared/authConfirm.ts';
import { PRIVATE_CACHE } from '../auth/session.server.ts';
import { serverReadConfig } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/auth-confirm';

/** The fragment the back-office's landing pages read (backoffice/auth/linkLanding.ts), as GoTrue writes it. */
const fragment = (values: Record<string, string>) => `#${new URLSearchParams(values).toString()}`;

/**
 * GET /auth/confirm?token_hash=…&type=recovery|invite|signup: an e-mailed link, verified here on the
 * server, so it works in any browser or device (no PKCE verifier of the browser that asked is needed).
 * Recovery and invite links go on to the back-office's password page with the session in the fragment
 * (never sent to a server, removed from the address at once); a sign-up confirmation only confirms the
 * address, the session it made is ended here. A used or expired link lands on the same page with the
 * error, which the page tells in pt-BR with a way to ask for a new link.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = url.searchParams.get('type');
  const tokenHash = url.searchParams.get('token_hash') ?? '';
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE, 'Referrer-Policy': 'no-referrer' });
  const landing = CONFIRM_LANDINGS[isConfirmType(type) ? type : 'recovery'];
  const failed = (code: string, description: string) =>
    redirect(
      `${landing}${fragment({ error: 'access_denied', error_code: code, error_description: description })}`,
      {
        headers,
      },
    );
  if (!isConfirmType(type) || !tokenHash)
    return failed('otp_expired', 'Email link is invalid or has expired');

  // The server's own call: the stack's internal address (the public one may be this very server).
  const { url: apiUrl, anonKey } = serverReadConfig();
  const auth = new AuthClient({
    url: `${apiUrl}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type });
  if (error || !data.session) {
    return failed(error?.code ?? 'otp_expired', error?.message ?? 'Email link is invalid or has expired');
  }
  if (type === 'signup') {
    // A new account has no role yet: the confirmation never leaves it signed in.
    await auth.signOut({ scope: 'local' });
    return redirect(`${landing}${fragment({ type, confirmed: '1' })}`, { headers });
  }
  const session = data.session;
  return redirect(
    `${landing}${fragment({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at ?? ''),
      token_type: 'bearer',
      type,
    })}`,
    { headers },
  );
}
