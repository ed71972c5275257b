import { isMember } from '../auth/auth-context';
import { backWithFlash, isSameOriginPost, wantsJson } from '../auth/flow.server';
import { createRequestSupabase, PRIVATE_CACHE, requestMember } from '../auth/session.server';
import { rsvpOutcome, type RsvpResult } from '../lib/rsvpOutcome';
import type { Route } from './+types/event-rsvp';

type RequestSupabase = ReturnType<typeof createRequestSupabase>['supabase'];

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
    ? await applyIntent(supabase, params.id, user!.id, intent)
    : {
        result: { ok: false, intent, error: 'Entre com o LinkedIn para confirmar presença.' } as const,
        status: 401,
      };
  if (typeof next !== 'string' || wantsJson(request)) return Response.json(result, { status, headers });

  const outcome = rsvpOutcome(result, await eventTitle(supabase, params.id));
  const flash = { title: outcome.title, message: outcome.description, tone: outcome.tone };
  return backWithFlash(request, next, flash, headers);
}

async function applyIntent(
  supabase: RequestSupabase,
  eventId: string,
  memberId: string,
  intent: string,
): Promise<{ result: RsvpResult; status: number }> {
  if (intent === 'attend') {
    const { error } = await supabase.from('event_rsvps').insert({ event_id: eventId, member_id: memberId });
    // Already confirmed (another tab, or the return from the sign-in): the wish is fulfilled, and its
    // confirmation e-mail was queued with the first click.
    if (error && error.code !== '23505')
      return { result: { ok: false, intent, error: error.message }, status: 400 };
    if (!error) await sendConfirmation(supabase, eventId);
    return { result: { ok: true, intent }, status: 200 };
  }
  if (intent === 'cancel') {
    const { error } = await supabase
      .from('event_rsvps')
      .delete()
      .eq('event_id', eventId)
      .eq('member_id', memberId);
    if (error) return { result: { ok: false, intent, error: error.message }, status: 400 };
    return { result: { ok: true, intent }, status: 200 };
  }
  return { result: { ok: false, intent, error: 'Ação desconhecida.' }, status: 400 };
}

/** The event's title for 'Até lá! …' on the page a plain form post returns to. */
async function eventTitle(supabase: RequestSupabase, eventId: string): Promise<string> {
  const { data } = await supabase.from('events').select('title').eq('id', eventId).maybeSingle();
  return data?.title ?? '';
}

/**
 * 'Presença confirmada' right away. The RSVP is already committed and its e-mail queued with it: when
 * this call fails, the scheduler sends it later, so the member's answer does not wait for or depend on it.
 */
async function sendConfirmation(supabase: RequestSupabase, eventId: string) {
  try {
    const { error } = await supabase.functions.invoke('event-rsvp-confirmation', { body: { eventId } });
    if (error) console.error('RSVP confirmation e-mail deferred:', error.message);
  } catch (error) {
    console.error(
      'RSVP confirmation e-mail deferred:',
      error instanceof Error ? error.message : String(error),
    );
  }
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}
