import { isMember } from '../auth/auth-context';
import { createRequestSupabase, requestMember } from '../auth/session.server';

/**
 * When the signed-in member joined: their member row's creation (written at their first LinkedIn
 * sign-in), read with their own session. The session's claims do not carry it, and asking the auth
 * server for the whole user on every dashboard view would cost a round trip. Null for everyone else,
 * or when the read fails (logged; the badge is left out).
 */
export async function readMemberSince(request: Request): Promise<string | null> {
  const { user } = await requestMember(request);
  if (!user || !isMember(user)) return null;
  const { supabase } = createRequestSupabase(request);
  const { data, error } = await supabase.from('members').select('created_at').eq('id', user.id).maybeSingle();
  if (error) {
    console.error('Reading the member row failed:', error.message);
    return null;
  }
  return data?.created_at ?? null;
}
