import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../context.ts';
import { requireUser } from './caller.ts';
import { assertSendFrequency, hashEmailOtp, isEmailTokenExpired, newEmailToken } from './email-links.ts';
import { badRequest, unprocessable } from './errors.ts';
import { sendAuthEmail } from './mailer.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import type { SessionRow } from './sessions.ts';
import type { UserRow } from './users.ts';

/** GoTrue asks for a nonce when the session is older than this (and secure_password_change is on). */
const RECENT_SIGN_IN_MS = 24 * 3600 * 1000;

const INVALID_NONCE = 'Nonce has expired or is invalid';

/**
 * GET /reauthenticate (supabase.auth.reauthenticate()): mails the signed-in person a six-digit nonce, to
 * be sent with the password change. GoTrue's answers: 400 without an address, 422 while the address is
 * unconfirmed, 429 when asked again too soon; `{}` once sent.
 */
export function registerReauthenticationRoutes(
  app: FastifyInstance,
  ctx: StackContext,
  limiter: AuthRateLimiter,
): void {
  app.get('/reauthenticate', async (request) => {
    const { user } = await requireUser(ctx, request);
    const email = user.email ?? '';
    if (!email && !user.phone) {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    // Phone sign-in is off in this project: an account without an e-mail cannot get here confirmed.
    if (!email || !user.email_confirmed_at) {
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    }
    assertSendFrequency(user.reauthentication_sent_at);
    limiter.email(email);
    const token = newEmailToken(email, false);
    await sendAuthEmail(ctx, email, 'reauthentication', ctx.config.auth.siteUrl, token.otp);
    await ctx.db.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
       where id = $1`,
      [user.id, token.tokenHash],
    );
    return {};
  });
}

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
  const { rows } = await ctx.db.query<{ token: string | null; sent_at: Date | null }>(
    'select reauthentication_token as token, reauthentication_sent_at as sent_at from auth.users where id = $1',
    [user.id],
  );
  const stored = rows[0];
  if (
    !stored?.token ||
    !user.email ||
    stored.token !== hashEmailOtp(user.email, nonce) ||
    isEmailTokenExpired(stored.sent_at)
  ) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
  await ctx.db.query("update auth.users set reauthentication_token = '' where id = $1", [user.id]);
}
