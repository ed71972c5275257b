import { backWithFlash, isSameOriginPost, wantsJson } from '../auth/flow.server.ts';
import { createRequestSupabase, PRIVATE_CACHE } from '../auth/session.server.ts';
import { isSignOutStyle, signOutToasts } from '../auth/signOutTexts.ts';
import type { Route } from './+types/auth-sign-out';

/**
 * POST /auth/sign-out: tracks the logout of a signed-in member (its failure is only logged), signs
 * out at the auth server and clears the session cookies. The hydrated page asks for JSON and shows the
 * outcome itself; a plain form post (the page not hydrated yet) is sent back to its page with a 303,
 * which then tells it.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const form = wantsJson(request) ? null : await request.formData().catch(() => new FormData());
  const { supabase, headers } = createRequestSupabase(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  // A post without a session (expired cookie, second tab) has no logout to record.
  const { data } = await supabase.auth.getSession();
  if (data.session) {
    const { error: trackError } = await supabase.rpc('track_user_logout');
    if (trackError) console.error('Logout tracking failed:', trackError.message);
  }
  const { error } = await supabase.auth.signOut();
  if (!form) {
    if (error) return Response.json({ error: error.message }, { status: 502, headers });
    return Response.json({ ok: true }, { headers });
  }
  const style = form.get('style');
  const texts = signOutToasts(isSignOutStyle(style) ? style : 'session');
  const flash = error
    ? { title: texts.failure, message: error.message, tone: 'error' as const }
    : { title: texts.success.title, message: texts.success.description, tone: 'success' as const };
  return backWithFlash(request, form.get('next'), flash, headers);
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
