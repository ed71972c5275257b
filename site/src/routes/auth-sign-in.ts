import { flowRedirectUrl, isSameOriginPost } from '../auth/flow.server';
import { createRequestSupabase, PRIVATE_CACHE } from '../auth/session.server';
import type { Route } from './+types/auth-sign-in';

/**
 * POST /auth/sign-in: starts the LinkedIn sign-in on the server. The PKCE verifier goes into an
 * HttpOnly cookie of this site; the page receives the provider's address and leaves for it.
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
  if (error || !data.url) {
    return Response.json({ error: error?.message ?? 'Sem endereço de login.' }, { status: 400, headers });
  }
  return Response.json({ url: data.url }, { headers });
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
