import type { StackContext } from '../context.ts';
import { hashEmailOtp, isEmailTokenExpired } from './email-links.ts';
import { badRequest, unprocessable } from './errors.ts';
import type { SessionRow } from './sessions.ts';
import { clearReauthenticationToken, reauthenticationTokenOf } from './user-store.ts';
import type { UserRow } from './users.ts';

/** GoTrue asks for a nonce when the session is older than this (and secure_password_change is on). */
const RECENT_SIGN_IN_MS = 24 * 3600 * 1000;

const INVALID_NONCE = 'Nonce has expired or is invalid';

/**
 * Before PUT /user sets a password: with secure_password_change on, a session signed in more than a day
 * ago must bring the mailed nonce (400 reauthentication_needed without one, 422 reauthentication_not_valid
 * for a wrong or expired one); a valid nonce is spent.
 */
export async function assertReauthenticated(
  ctx: StackContext,
  user: UserRow,
  session: SessionRow,
  nonce: string | undefined,
): Promise<void> {
  if (!ctx.config.auth.securePasswordChange) return;
  if (Date.now() - session.created_at.getTime() <= RECENT_SIGN_IN_MS) return;
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const stored = await reauthenticationTokenOf(ctx.db, user.id);
  if (
    !stored?.token ||
    !user.email ||
    stored.token !== hashEmailOtp(user.email, nonce) ||
    isEmailTokenExpired(stored.sent_at)
  ) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
  await clearReauthenticationToken(ctx.db, user.id);
}
