/** Who is calling: the JWT's subject (read only; the database verifies the token on every call). */
export function subjectOf(authorization: string): string | null {
  try {
    const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1];
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Whether the caller may act as an admin now, asked of the database with the caller's own token: the
 * same gate as every admin policy (the role, and an aal2 session when the account has a verified
 * factor). Holding the role is not enough: a password-only session of an admin with a factor is refused.
 */
export async function callerIsAdmin(supabaseUrl: string, authorization: string): Promise<boolean> {
  if (!subjectOf(authorization)) return false;
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/caller_is_admin`, {
    method: 'POST',
    headers: {
      Authorization: authorization,
      apikey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
      'Content-Type': 'application/json',
    },
    body: '{}',
  }).catch(() => null);
  return Boolean(response?.ok) && (await response!.json()) === true;
}
