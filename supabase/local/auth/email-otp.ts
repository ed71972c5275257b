import type { FastifyRequest } from 'fastify';
import type { StackContext } from '../context.ts';
import type { JsonObject } from './body.ts';
import { hashEmailOtp, isEmailTokenExpired, PKCE_PREFIX } from './email-links.ts';
import { forbidden } from './errors.ts';
import { requestMeta } from './request-meta.ts';
import { issueSession } from './sessions.ts';
import { confirmEmail, findUserByEmail, findUserById, isBanned, recordSignIn } from './users.ts';

const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

const matches = (stored: string | null, hash: string): boolean =>
  !!stored && (stored === hash || stored === `${PKCE_PREFIX}${hash}`);

/**
 * verifyOtp({ email, token, type: 'email' | 'signup' }) with a typed six-digit code, as GoTrue: 'email'
 * accepts the code of the sign-up confirmation and then that of a magic link, 'signup' only the former.
 * The code is spent and the person is signed in.
 */
export async function verifyEmailCode(
  ctx: StackContext,
  request: FastifyRequest,
  type: 'email' | 'signup',
  email: string,
  code: string,
): Promise<JsonObject> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deleted_at) throw codeExpired();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const hash = hashEmailOtp(email, code);
  if (matches(user.confirmation_token, hash) && !isEmailTokenExpired(user.confirmation_sent_at)) {
    await confirmEmail(ctx.db, user.id);
  } else if (
    type === 'email' &&
    matches(user.recovery_token, hash) &&
    !isEmailTokenExpired(user.recovery_sent_at)
  ) {
    await ctx.db.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [
      user.id,
    ]);
    if (!user.email_confirmed_at) await confirmEmail(ctx.db, user.id);
  } else {
    throw codeExpired();
  }
  await recordSignIn(ctx.db, user.id, 'email');
  return issueSession(ctx, (await findUserById(ctx.db, user.id)) ?? user, 'otp', requestMeta(request));
}
