import type { AppSupabaseClient } from '#shared/supabase.ts';
import type { RsvpResult } from '../lib/rsvpOutcome.ts';
import { readMemberContext } from './memberContext.server.ts';

/**
 * The event ids the signed-in member confirmed, read with their own session (RLS lets them see their
 * rows). Visitors and team accounts have none; a failed read is logged and treated as none.
 */
export async function readMyRsvpEventIds(request: Request): Promise<string[]> {
  return (await readMemberContext(request)).rsvpEventIds;
}

/**
 * 'Vou participar' (intent=attend) or 'Cancelar presença' (intent=cancel) for the member, with the
 * member's own session: the database (RLS, capacity trigger) decides, and its refusal ('Esgotado: …')
 * comes back as the result's error, with the HTTP status the route answers.
 */
export async function applyRsvpIntent(
  supabase: AppSupabaseClient,
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
export async function rsvpEventTitle(supabase: AppSupabaseClient, eventId: string): Promise<string> {
  const { data } = await supabase.from('events').select('title').eq('id', eventId).maybeSingle();
  return data?.title ?? '';
}

/**
 * 'Presença confirmada' right away. The RSVP is already committed and its e-mail queued with it: when
 * this call fails, the scheduler sends it later, so the member's answer does not wait for or depend on it.
 */
async function sendConfirmation(supabase: AppSupabaseClient, eventId: string) {
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
