import { isMember } from '../auth/auth-context';
import { createRequestSupabase, requestMember } from '../auth/session.server';
import { readFailureReason } from './readFailure.server';

/**
 * The event ids the signed-in member confirmed, read with their own session (RLS lets them see their
 * rows). Visitors and team accounts have none; a failed read is logged and treated as none.
 */
export async function readMyRsvpEventIds(request: Request): Promise<string[]> {
  const { user } = await requestMember(request);
  if (!isMember(user)) return [];
  const { supabase } = createRequestSupabase(request);
  const { data, error, status } = await supabase
    .from('event_rsvps')
    .select('event_id')
    .eq('member_id', user!.id);
  if (error) {
    console.error(`Reading RSVPs failed: ${readFailureReason(error, status)}`);
    return [];
  }
  return data.map((row) => row.event_id);
}
