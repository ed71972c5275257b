import { isMember } from '../auth/auth-context';
import { isSameOriginPost } from '../auth/flow.server';
import { createRequestSupabase, PRIVATE_CACHE, requestMember } from '../auth/session.server';
import type { Route } from './+types/event-rsvp';

/** What the RSVP buttons receive back: the intent done, or the pt-BR reason it was refused. */
export type RsvpResult =
  { ok: true; intent: 'attend' | 'cancel' } | { ok: false; intent: string; error: string };

/**
 * POST /events/:id/rsvp with intent=attend|cancel: 'Vou participar' / 'Cancelar presença' for the
 * member of the session cookies. The database (RLS, capacity trigger) decides; its refusal ('Esgotado:
 * …') is handed back as is. The pages' loaders run again afterwards, so counts and buttons follow.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  const { user, headers } = await requestMember(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const answer = (result: RsvpResult, status = 200) => Response.json(result, { status, headers });
  if (!isMember(user)) {
    return answer({ ok: false, intent, error: 'Entre com o LinkedIn para confirmar presença.' }, 401);
  }
  const { supabase } = createRequestSupabase(request);
  if (intent === 'attend') {
    const { error } = await supabase.from('event_rsvps').insert({ event_id: params.id, member_id: user!.id });
    // Already confirmed (another tab, or the return from the sign-in): the wish is fulfilled, and its
    // confirmation e-mail was queued with the first click.
    if (error && error.code !== '23505') return answer({ ok: false, intent, error: error.message }, 400);
    if (!error) await sendConfirmation(supabase, params.id);
    return answer({ ok: true, intent });
  }
  if (intent === 'cancel') {
    const { error } = await supabase
      .from('event_rsvps')
      .delete()
      .eq('event_id', params.id)
      .eq('member_id', user!.id);
    if (error) return answer({ ok: false, intent, error: error.message }, 400);
    return answer({ ok: true, intent });
  }
  return answer({ ok: false, intent, error: 'Ação desconhecida.' }, 400);
}

/**
 * 'Presença confirmada' right away. The RSVP is already committed and its e-mail queued with it: when
 * this call fails, the scheduler sends it later, so the member's answer does not wait for or depend on it.
 */
async function sendConfirmation(
  supabase: ReturnType<typeof createRequestSupabase>['supabase'],
  eventId: string,
) {
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
