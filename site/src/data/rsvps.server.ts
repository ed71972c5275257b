import { readMemberContext } from './memberContext.server';

/**
 * The event ids the signed-in member confirmed, read with their own session (RLS lets them see their
 * rows). Visitors and team accounts have none; a failed read is logged and treated as none.
 */
export async function readMyRsvpEventIds(request: Request): Promise<string[]> {
  return (await readMemberContext(request)).rsvpEventIds;
}
