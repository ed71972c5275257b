import { bodyOf, optionalObject, optionalString, queryOf } from '../body.ts';
import { newEmailToken, verifyLink } from '../email-links.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { sendAuthEmail } from '../mailer.ts';
import { resolveRedirect } from '../redirects.ts';
import { setConfirmationToken } from '../user-store.ts';
import { findUserByEmail, findUserById, insertIdentity, insertUser, loadUserJson } from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/**
 * POST /invite (auth.admin.inviteUserByEmail, service role): creates the account without a password, or
 * re-invites one that never confirmed, and mails a link that confirms the address and signs in, after
 * which the person sets a password with updateUser. A confirmed address answers 422 email_exists.
 */
export function inviteHandlers({ ctx, limiter }: AuthDeps) {
  const invite: AuthHandler = async (request) => {
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail?.trim()) throw badRequest('validation_failed', 'An email address is required');
    const email = normalizeEmail(rawEmail);
    const data = optionalObject(body, 'data') ?? {};
    assertMetadataSize('data', data);
    const redirectTo = resolveRedirect(ctx.config, queryOf(request).redirect_to);

    let user = await findUserByEmail(ctx.db, email);
    if (user?.email_confirmed_at) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    limiter.email(email);
    if (!user) {
      user = await insertUser(ctx.db, {
        email,
        encryptedPassword: '',
        emailConfirmed: false,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
      });
      await insertIdentity(ctx.db, user.id, 'email', user.id, {
        sub: user.id,
        email,
        email_verified: false,
        phone_verified: false,
      });
    }
    const token = newEmailToken(email, false);
    await setConfirmationToken(ctx.db, user.id, token.tokenHash, { invited: true });
    await sendAuthEmail(
      ctx,
      email,
      'invite',
      verifyLink(ctx, token.tokenHash, 'invite', redirectTo),
      token.otp,
    );
    return loadUserJson(ctx.db, (await findUserById(ctx.db, user.id)) ?? user);
  };

  return { invite };
}
