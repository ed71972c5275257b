import { redirect } from 'react-router';
import {
  backWithFlash,
  flowRedirectUrl,
  isSameOriginPost,
  loginErrorFlash,
  wantsJson,
} from '../auth/flow.server.ts';
import { authCallErrorMessage } from '../auth/loginErrorMessage.ts';
import { createRequestSupabase, PRIVATE_CACHE } from '../auth/session.server.ts';
import type { Route } from './+types/auth-sign-in';

/**
 * POST /auth/sign-in: starts the LinkedIn sign-in on the server. The PKCE verifier goes into an
 * HttpOnly cookie of this site. A hydrated page receives the provider's address as JSON and leaves
 * for it; a plain form post (the page not hydrated yet) is sent there with a 303, and a failure
 * brings it back to its page, where the toast tells why.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const { supabase, headers } = createRequestSupabase(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'linkedin_oidc',
    options: {
      redirectTo: flowRedirectUrl(request, form.get('next')),
      skipBrowserRedirect: true,
      queryParams: { access_type: 'offline', prompt: 'consent' },
    },
  });
  const url = error ? null : data.url;
  if (wantsJson(request)) {
    if (!url) return Response.json({ error: authCallErrorMessage(error) }, { status: 400, headers });
    return Response.json({ url }, { headers });
  }
  if (!url) {
    return backWithFlash(
      request,
      form.get('next'),
      loginErrorFlash(authCallErrorMessage(error), 'start'),
      headers,
    );
  }
  return redirect(url, { status: 303, headers });
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
