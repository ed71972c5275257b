import { randomUUID } from 'node:crypto';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { newConfirmationToken } from '../email-links.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { createFlowState, deleteSignupFlowStates } from '../flow-state.ts';
import { confirmationLink, sendSignupConfirmation } from '../mailer.ts';
import { assertPasswordStrength, hashPassword } from '../password.ts';
import { parsePkceParams } from '../pkce.ts';
import { resolveRedirect } from '../redirects.ts';
import { requestMeta } from '../request-meta.ts';
import { issueSession } from '../sessions.ts';
import { setConfirmationToken } from '../user-store.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  loadUserJson,
  recordSignIn,
  type UserRow,
} from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

function refererOf(headers: Record<string, unknown>): string | undefined {
  return typeof headers.referer === 'string' ? headers.referer : undefined;
}

/** POST /signup: e-mail sign-up, confirmed by the mailed link (GET|POST /verify, verify.ts). */
export function signupHandlers({ ctx, limiter }: AuthDeps) {
  const { config } = ctx;

  const signup: AuthHandler = async (request) => {
    limiter.request('signInSignUps', request);
    if (!config.auth.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data') ?? {};
    const pkce = parsePkceParams(
      optionalString(body, 'code_challenge'),
      optionalString(body, 'code_challenge_method'),
    );
    if (!rawEmail?.trim()) {
      throw badRequest(
        'validation_failed',
        optionalString(body, 'phone') ? 'Phone signups are disabled' : 'To signup, please provide your email',
      );
    }
    const email = normalizeEmail(rawEmail);
    assertMetadataSize('data', data);
    if (!password) throw unprocessable('weak_password', 'Signup requires a valid password');
    assertPasswordStrength(config, password);
    const redirectTo = resolveRedirect(config, queryOf(request).redirect_to, refererOf(request.headers));

    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed_at) {
      if (!config.auth.enableConfirmations)
        throw unprocessable('user_already_exists', 'User already registered');
      // A new address costs a password hash; so does this one, so the answer time tells nothing.
      await hashPassword(password);
      return obfuscatedUser(email, data);
    }

    const token = config.auth.enableConfirmations ? newConfirmationToken(pkce !== null) : null;
    // The e-mail is reserved before anything is written: a refused sign-up leaves no account behind.
    if (token) limiter.email(email);
    let user: UserRow;
    if (existing) {
      // An unconfirmed account: a new sign-up replaces its password and re-sends the link.
      await setConfirmationToken(ctx.db, existing.id, token ?? '', {
        encryptedPassword: await hashPassword(password),
        userMetadata: data,
      });
      user = (await findUserById(ctx.db, existing.id)) ?? existing;
    } else {
      user = await insertUser(ctx.db, {
        email,
        encryptedPassword: await hashPassword(password),
        emailConfirmed: false,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        confirmationToken: token,
        confirmationSentAt: token ? new Date() : null,
      });
      await insertIdentity(ctx.db, user.id, 'email', user.id, {
        ...data,
        sub: user.id,
        email,
        email_verified: false,
        phone_verified: false,
      });
    }

    if (!token) {
      await confirmEmail(ctx.db, user.id);
      await recordSignIn(ctx.db, user.id, 'email');
      const confirmed = (await findUserById(ctx.db, user.id)) ?? user;
      return issueSession(ctx, confirmed, 'password', requestMeta(request));
    }
    if (pkce) {
      await deleteSignupFlowStates(ctx.db, user.id);
      await createFlowState(ctx.db, {
        providerType: 'email',
        authenticationMethod: 'email/signup',
        pkce,
        referrer: redirectTo,
        userId: user.id,
      });
    }
    await sendSignupConfirmation(ctx, email, confirmationLink(ctx, token, redirectTo));
    return loadUserJson(ctx.db, user);
  };

  return { signup };
}

/** GoTrue answers a sign-up for a confirmed address with a look-alike user so addresses cannot be probed. */
function obfuscatedUser(email: string, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
