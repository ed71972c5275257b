import { isSameOriginPost } from '../auth/flow.server';
import { createRequestSupabase, PRIVATE_CACHE } from '../auth/session.server';
import type { Route } from './+types/auth-sign-out';

/**
 * POST /auth/sign-out: tracks the logout (its failure is only logged), signs out at the auth server
 * and clears the session cookies. A sign-out error is answered as such, for the page to show.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const { supabase, headers } = createRequestSupabase(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const { error: trackError } = await supabase.rpc('track_user_logout');
  if (trackError) console.error('Logout tracking failed:', trackError.message);
  const { error } = await supabase.auth.signOut();
  if (error) return Response.json({ error: error.message }, { status: 502, headers });
  return Response.json({ ok: true }, { headers });
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
