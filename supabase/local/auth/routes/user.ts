import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf } from '../body.ts';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts';
import { requireUser } from '../caller.ts';
import { assertReauthenticated } from '../reauthentication.ts';
import { startEmailChange } from '../email-change.ts';
import { assertPasswordStrength, hashPassword, passwordMatches } from '../password.ts';
import { hasVerifiedFactor } from '../mfa/factors.ts';
import { parsePkceParams } from '../pkce.ts';
import { resolveRedirect } from '../redirects.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import { setPasswordVoidingTokens } from '../user-store.ts';
import { findUserByEmail, findUserById, loadUserJson, mergeUserJson, type UserRow } from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** GET /user, PUT /user and POST /logout, all authenticated by the caller's access token. */
export function userHandlers({ ctx, limiter }: AuthDeps) {
  const getUser: AuthHandler = async (request) => {
    const { user } = await requireUser(ctx, request);
    return loadUserJson(ctx.db, user);
  };

  const updateUser: AuthHandler = async (request) => {
    const { user, sessionId, session } = await requireUser(ctx, request);
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data');
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    const pkce = parsePkceParams(
      optionalString(body, 'code_challenge'),
      optionalString(body, 'code_challenge_method'),
    );
    const newEmail = rawEmail?.trim() ? normalizeEmail(rawEmail) : undefined;
    const changesEmail = newEmail !== undefined && newEmail !== user.email;
    // As GoTrue's UserUpdate: with a verified factor, a password-only session cannot take the account
    // over (new password or address); it must have used the second factor first.
    if ((password || changesEmail) && session.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (changesEmail) {
      const other = await findUserByEmail(ctx.db, newEmail);
      if (other && other.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
    }
    if (data) assertMetadataSize('data', { ...(user.raw_user_meta_data ?? {}), ...data });
    if (password !== undefined) {
      await assertReauthenticated(ctx, user, session, optionalString(body, 'nonce'));
      await changePassword(ctx, user, sessionId, password);
    }
    if (data) await mergeUserJson(ctx.db, user.id, 'raw_user_meta_data', data);
    if (changesEmail) {
      const redirectTo = resolveRedirect(ctx.config, queryOf(request).redirect_to);
      const fresh = (await findUserById(ctx.db, user.id)) ?? user;
      await startEmailChange(ctx, limiter, fresh, newEmail, pkce, redirectTo);
    }
    return loadUserJson(ctx.db, (await findUserById(ctx.db, user.id)) ?? user);
  };

  const logout: AuthHandler = async (request, reply) => {
    const scope = (queryOf(request).scope ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await requireUser(ctx, request);
    await endSessions(ctx.db, user.id, sessionId, scope);
    return reply.status(204).send();
  };

  return { getUser, updateUser, logout };
}

/**
 * A new password as GoTrue's UpdatePassword sets it: strong enough, not the current one, pending links
 * voided, and every other session of the user signed out.
 */
async function changePassword(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
  password: string,
): Promise<void> {
  assertPasswordStrength(ctx.config, password);
  if (user.encrypted_password && (await passwordMatches(password, user.encrypted_password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  await setPasswordVoidingTokens(ctx.db, user.id, await hashPassword(password));
  await endSessions(ctx.db, user.id, sessionId, 'others');
}
