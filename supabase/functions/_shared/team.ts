/**
 * Team invites: the roles an admin may hand out, the request's checks, and what the auth server's
 * refusals mean for the inviter, in pt-BR.
 */
export const TEAM_ROLES = ['admin', 'moderator'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteRequest =
  | { action: 'invite'; email: string; role: TeamRole; redirectTo: string | null }
  | { action: 'revoke'; userId: string };

export interface InviteFailure {
  status: number;
  code: string;
  error: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request body as an invite or a revocation, or what is wrong with it. */
export function parseInviteRequest(body: Record<string, unknown>): InviteRequest | InviteFailure {
  if (body.action === 'revoke') {
    if (typeof body.userId !== 'string' || !UUID.test(body.userId)) {
      return { status: 400, code: 'invalid_user', error: 'Convite não encontrado.' };
    }
    return { action: 'revoke', userId: body.userId };
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL_SHAPE.test(email))
    return { status: 400, code: 'invalid_email', error: 'Informe um e-mail válido.' };
  if (!isTeamRole(body.role)) {
    return { status: 400, code: 'invalid_role', error: 'Escolha o papel: administrador ou moderador.' };
  }
  const redirectTo =
    typeof body.redirectTo === 'string' && /^https?:\/\//.test(body.redirectTo) ? body.redirectTo : null;
  return { action: 'invite', email, role: body.role, redirectTo };
}

/** What the inviter reads when the auth server refuses the invite (GoTrue's status and error code). */
export function inviteFailure(status: number, code: string | undefined): InviteFailure {
  if (code === 'email_exists' || code === 'user_already_exists') {
    return {
      status: 422,
      code: 'email_exists',
      error:
        'Este e-mail já tem uma conta ativa. Para dar acesso a essa pessoa, use "Tornar admin" na lista da equipe.',
    };
  }
  if (status === 429 || code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit') {
    return {
      status: 429,
      code: 'over_email_send_rate_limit',
      error: 'Muitos convites enviados em pouco tempo. Aguarde um pouco e tente de novo.',
    };
  }
  if (code === 'validation_failed' || code === 'email_address_invalid') {
    return { status: 400, code: 'invalid_email', error: 'Informe um e-mail válido.' };
  }
  return { status: 502, code: 'invite_failed', error: 'Não foi possível enviar o convite. Tente de novo.' };
}
