import { readMemberContext } from './memberContext.server.ts';

/**
 * When the signed-in member joined: their member row's creation (written at their first LinkedIn
 * sign-in), read with their own session in the same read as their RSVPs. The session's claims do not
 * carry it, and asking the auth server for the whole user on every dashboard view would cost a round
 * trip. Null for everyone else, or when the read fails (logged; the badge is left out).
 */
export async function readMemberSince(request: Request): Promise<string | null> {
  return (await readMemberContext(request)).memberSince;
}
