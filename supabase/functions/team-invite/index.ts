// Team invites for admins: POST {email, role, redirectTo} mails GoTrue's invite (auth.admin.inviteUserByEmail)
// and grants the chosen role; sent again for a pending invite it re-sends the link and sets that role.
// POST {action: 'revoke', userId} removes an invite nobody accepted yet.
import { callerIsAdmin } from '../_shared/admin.ts';
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { inviteFailure, parseInviteRequest, type InviteFailure, type TeamRole } from '../_shared/team.ts';

interface AuthUser {
  id: string;
  email?: string;
  email_confirmed_at?: string | null;
  invited_at?: string | null;
}

function env(name: string): string {
  return (Deno.env.get(name) ?? '').replace(/\/$/, '');
}

/** Headers of the service role, which the invite and the role grant need (never sent to the browser). */
function serviceHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...extra };
}

const fail = (failure: InviteFailure) => errorResponse(failure.status, failure.code, failure.error);

async function invite(supabaseUrl: string, email: string, role: TeamRole, redirectTo: string | null) {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const response = await fetch(`${supabaseUrl}/auth/v1/invite${query}`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({ email, data: { invited_role: role } }),
  });
  const body = (await response.json().catch(() => ({}))) as AuthUser & {
    code?: unknown;
    error_code?: unknown;
  };
  if (!response.ok) {
    const code =
      typeof body.error_code === 'string'
        ? body.error_code
        : typeof body.code === 'string'
          ? body.code
          : undefined;
    if (response.status >= 500) console.error(`team-invite: auth answered ${response.status}`);
    return { failure: inviteFailure(response.status, code) };
  }
  return { user: body };
}

/** The invitee holds exactly the chosen role (a re-invite may change it). */
async function setRole(supabaseUrl: string, userId: string, role: TeamRole): Promise<boolean> {
  const others = await fetch(`${supabaseUrl}/rest/v1/user_roles?user_id=eq.${userId}&role=neq.${role}`, {
    method: 'DELETE',
    headers: serviceHeaders(),
  });
  const grant = await fetch(`${supabaseUrl}/rest/v1/user_roles?on_conflict=user_id,role`, {
    method: 'POST',
    headers: serviceHeaders({ Prefer: 'resolution=ignore-duplicates,return=minimal' }),
    body: JSON.stringify({ user_id: userId, role }),
  });
  return others.ok && grant.ok;
}

async function revoke(supabaseUrl: string, userId: string): Promise<Response> {
  const found = await fetch(`${supabaseUrl}/auth/v1/admin/users/${userId}`, { headers: serviceHeaders() });
  if (!found.ok) return errorResponse(404, 'invite_not_found', 'Convite não encontrado.');
  const user = (await found.json()) as AuthUser;
  if (user.email_confirmed_at || !user.invited_at) {
    return errorResponse(
      409,
      'invite_accepted',
      'Este convite já foi aceito: a conta não pode ser removida por aqui.',
    );
  }
  const removed = await fetch(`${supabaseUrl}/auth/v1/admin/users/${userId}`, {
    method: 'DELETE',
    headers: serviceHeaders(),
  });
  if (!removed.ok)
    return errorResponse(502, 'revoke_failed', 'Não foi possível cancelar o convite. Tente de novo.');
  return jsonResponse({ id: userId, revoked: true });
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const supabaseUrl = env('SUPABASE_URL');
  const authorization = request.headers.get('Authorization') ?? '';
  if (!(await callerIsAdmin(supabaseUrl, authorization))) {
    return errorResponse(403, 'forbidden', 'Apenas administradores podem convidar pessoas para a equipe.');
  }
  const parsed = parseInviteRequest(await readJsonObject(request));
  if (!('action' in parsed)) return fail(parsed);
  if (parsed.action === 'revoke') return revoke(supabaseUrl, parsed.userId);

  const result = await invite(supabaseUrl, parsed.email, parsed.role, parsed.redirectTo);
  if (!result.user) return fail(result.failure);
  if (!(await setRole(supabaseUrl, result.user.id, parsed.role))) {
    console.error('team-invite: the role grant failed');
    return errorResponse(
      500,
      'role_failed',
      'O convite foi enviado, mas o papel não foi salvo. Envie de novo.',
    );
  }
  return jsonResponse({ id: result.user.id, email: result.user.email ?? parsed.email, role: parsed.role });
});
