import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';
import { adminAuth } from './authClient.ts';

/** PostgREST's error body; thrown as is so callers read its code and message as from supabase-js. */
interface RestError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * Asks the database whether the user holds the 'admin' role (has_role answers for the caller). A plain
 * request with the admin session's token: the sign-in pages need no data client for this one call.
 */
export async function hasAdminRole(userId: string): Promise<boolean> {
  const { data } = await adminAuth.getSession();
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/has_role`, {
    method: 'POST',
    headers: {
      apikey: SUPABASE_ANON_KEY,
      Authorization: `Bearer ${data.session?.access_token ?? SUPABASE_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ _user_id: userId, _role: 'admin' }),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const problem = (body ?? {}) as RestError;
    throw Object.assign(new Error(problem.message ?? `HTTP ${response.status}`), problem, {
      status: response.status,
    });
  }
  return body === true;
}

/** Role answers per user id, kept for the tab; forgotten after sign-in, sign-out or a role change. */
const adminByUser = new Map<string, boolean>();

/** hasAdminRole, asked once per user id. */
export async function isAdminCached(userId: string): Promise<boolean> {
  const cached = adminByUser.get(userId);
  if (cached !== undefined) return cached;
  const admin = await hasAdminRole(userId);
  adminByUser.set(userId, admin);
  return admin;
}

export function clearAdminRoleCache(): void {
  adminByUser.clear();
}
