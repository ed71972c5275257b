import { isMember } from '../auth/auth-context.ts';
import { backWithFlash, isSameOriginPost, wantsJson } from '../auth/flow.server.ts';
import { createRequestSupabase, PRIVATE_CACHE, requestMember } from '../auth/session.server.ts';
import { applyRsvpIntent, rsvpEventTitle } from '../data/rsvps.server.ts';
import { rsvpOutcome } from '../lib/rsvpOutcome.ts';
import type { Route } from './+types/event-rsvp';

/**
 * POST /events/:id/rsvp with intent=attend|cancel: 'Vou participar' / 'Cancelar presença' for the
 * member of the session cookies. The database (RLS, capacity trigger) decides; its refusal ('Esgotado:
 * …') is handed back as is. The hydrated page's fetcher gets JSON and its loaders run again afterwards.
 * A plain form post (a tap before the page hydrated) carries the page to return to: it is sent back
 * there with a 303, and the page shows the outcome.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  const next = form.get('next');
  const { user, headers } = await requestMember(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const { supabase } = createRequestSupabase(request);
  const { result, status } = isMember(user)
    ? await applyRsvpIntent(supabase, params.id, user!.id, intent)
    : {
        result: { ok: false, intent, error: 'Entre com o LinkedIn para confirmar presença.' } as const,
        status: 401,
      };
  if (typeof next !== 'string' || wantsJson(request)) return Response.json(result, { status, headers });

  const outcome = rsvpOutcome(result, await rsvpEventTitle(supabase, params.id));
  const flash = { title: outcome.title, message: outcome.description, tone: outcome.tone };
  return backWithFlash(request, next, flash, headers);
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
