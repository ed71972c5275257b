import { isMember } from '../auth/auth-context.ts';
import { createRequestSupabase, requestMember } from '../auth/session.server.ts';
import { readFailureReason } from './readFailure.server.ts';

/**
 * What the pages show of the signed-in member's own rows: the events they confirmed (every page's RSVP
 * buttons) and when they joined (the dashboard's badge). One read with their own session per page
 * request, however many loaders ask (RLS lets them see only their rows). Visitors and team accounts
 * have neither; a failed read is logged once and treated as neither.
 */
export interface MemberContext {
  rsvpEventIds: string[];
  memberSince: string | null;
}

const NONE: MemberContext = { rsvpEventIds: [], memberSince: null };

const pending = new WeakMap<Request, Promise<MemberContext>>();

export function readMemberContext(request: Request): Promise<MemberContext> {
  let read = pending.get(request);
  if (!read) {
    read = readOnce(request);
    pending.set(request, read);
  }
  return read;
}

async function readOnce(request: Request): Promise<MemberContext> {
  const { user } = await requestMember(request);
  if (!user || !isMember(user)) return NONE;
  const { supabase } = createRequestSupabase(request);
  const { data, error, status } = await supabase.rpc('my_member_context').maybeSingle();
  if (error) {
    console.error(`Reading the member's own rows failed: ${readFailureReason(error, status)}`);
    return NONE;
  }
  return { rsvpEventIds: data?.rsvp_event_ids ?? [], memberSince: data?.member_since ?? null };
}
