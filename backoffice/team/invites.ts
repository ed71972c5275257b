import type { BackofficeClient } from '../providers/supabaseClient.ts';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { absoluteUrl } from '../auth/paths.ts';
import { functionErrorMessage } from '../common/functionErrors.ts';

/** The team roles an invite can grant, with their pt-BR names. */
export const TEAM_ROLE_LABELS = { admin: 'Administrador', moderator: 'Moderador' } as const;
export type TeamRole = keyof typeof TEAM_ROLE_LABELS;

const FUNCTION = 'team-invite';

/** Thrown with the pt-BR sentence to show. */
export class TeamInviteError extends Error {}

async function call(client: BackofficeClient, body: Record<string, unknown>, fallback: string) {
  const { error } = await client.functions.invoke(FUNCTION, { body });
  if (error) throw new TeamInviteError(await functionErrorMessage(error, fallback));
}

/** Mails an invite (or sends a pending one again) that lands on the invite page, granting `role`. */
export function sendInvite(client: BackofficeClient, email: string, role: TeamRole): Promise<void> {
  return call(
    client,
    { email: email.trim(), role, redirectTo: absoluteUrl(AUTH_PATHS.invite) },
    'Não foi possível enviar o convite. Tente de novo.',
  );
}

/** Cancels an invite nobody accepted yet (the pending account is removed). */
export function revokeInvite(client: BackofficeClient, userId: string): Promise<void> {
  return call(client, { action: 'revoke', userId }, 'Não foi possível cancelar o convite. Tente de novo.');
}
