/**
 * Who is calling: the JWT's subject, and whether the database (asked with the caller's own token, so
 * its rules decide) says they hold the admin role.
 */
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

export async function callerIsAdmin(supabaseUrl: string, authorization: string): Promise<boolean> {
  const sub = subjectOf(authorization);
  if (!sub) return false;
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/has_role`, {
    method: 'POST',
    headers: {
      Authorization: authorization,
      apikey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ _user_id: sub, _role: 'admin' }),
  }).catch(() => null);
  return Boolean(response?.ok) && (await response!.json()) === true;
}
