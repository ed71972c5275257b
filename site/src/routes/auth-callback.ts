import { redirect } from 'react-router';
import { authFlashCookie, loginErrorFlash, safeNextPath, secureCookies } from '../auth/flow.server.ts';
import { authCallErrorMessage, providerErrorMessage } from '../auth/loginErrorMessage.ts';
import { loginTrackingArgs } from '../auth/loginTracking.ts';
import { createRequestSupabase, PRIVATE_CACHE } from '../auth/session.server.ts';
import type { Route } from './+types/auth-callback';

/**
 * GET /auth/callback?code=…&next=…: the provider's way back. The PKCE code is exchanged here, on the
 * server, with the verifier cookie set when the sign-in started; the session lands in cookies and
 * the member goes on to where they were. The login is tracked here, once: a code is single-use, so a
 * replayed or stale code fails the exchange, and restored sessions or refreshes never pass this way.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  const { supabase, headers } = createRequestSupabase(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const failed = (message: string) => {
    headers.append('Set-Cookie', authFlashCookie(loginErrorFlash(message), secureCookies(request)));
    return redirect(next, { headers });
  };

  const providerError = url.searchParams.get('error');
  if (providerError) return failed(providerErrorMessage(providerError, url.searchParams.get('error_code')));
  const code = url.searchParams.get('code');
  if (!code) return failed('Resposta de login sem código de autorização.');

  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  if (error || !data.user) return failed(authCallErrorMessage(error));

  if (data.user.app_metadata?.provider === 'linkedin_oidc') {
    const { error: trackError } = await supabase.rpc(
      'track_user_login_with_profile',
      loginTrackingArgs(data.user),
    );
    // The member is signed in either way; a lost count is only logged.
    if (trackError) console.error('Login tracking failed:', trackError.message);
  }
  return redirect(next, { headers });
}
