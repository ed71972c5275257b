import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { EMAIL_OTP_TTL_MS, PKCE_PREFIX } from '../email-links.ts';
import { verifyEmailCode } from '../email-otp.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { createFlowState, type FlowStateRow } from '../flow-state.ts';
import { confirmationLink, sendSignupConfirmation } from '../mailer.ts';
import { assertPasswordStrength, hashPassword } from '../password.ts';
import { parsePkceParams } from '../pkce.ts';
import { resolveRedirect, withFragment, withQuery } from '../redirects.ts';
import type { AuthRateLimiter } from '../rate-limit.ts';
import { requestMeta } from '../request-meta.ts';
import { issueSession } from '../sessions.ts';
import { isLinkType } from '../verify-links.ts';
import { verifyLinkGet, verifyLinkPost } from './verify-links.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import {
  confirmEmail,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  loadUserJson,
  recordSignIn,
  type UserRow,
} from '../users.ts';

export function newConfirmationToken(pkce: boolean): string {
  return `${pkce ? PKCE_PREFIX : ''}${randomBytes(28).toString('hex')}`;
}

function refererOf(headers: Record<string, unknown>): string | undefined {
  return typeof headers.referer === 'string' ? headers.referer : undefined;
}

/** POST /signup and GET|POST /verify: e-mail sign-up with confirmation by link. */
export function registerSignupRoutes(
  app: FastifyInstance,
  ctx: StackContext,
  limiter: AuthRateLimiter,
): void {
  const { config } = ctx;

  app.post('/signup', async (request) => {
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
      await ctx.db.query(
        `update auth.users set encrypted_password = $2, confirmation_token = $3, confirmation_sent_at = now(),
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb, updated_at = now() where id = $1`,
        [existing.id, await hashPassword(password), token ?? '', JSON.stringify(data)],
      );
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
      await ctx.db.query(
        "delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'",
        [user.id],
      );
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
  });

  app.get('/verify', async (request, reply) => {
    const query = queryOf(request);
    const redirectTo = resolveRedirect(config, query.redirect_to);
    // Like GoTrue's limiter middleware, an exhausted limit answers JSON 429 instead of redirecting.
    limiter.request('tokenVerifications', request);
    const token = query.token ?? query.token_hash ?? '';
    if (isLinkType(query.type)) {
      return verifyLinkGet(ctx, request, reply, query.type, token, redirectTo);
    }
    if (query.type !== 'signup' && query.type !== 'email') {
      return redirectError(reply, redirectTo, 'validation_failed', 'Unsupported verification type');
    }
    const user = token ? await findUserByConfirmationToken(ctx.db, token) : null;
    if (!user || isConfirmationExpired(user)) {
      return redirectError(reply, redirectTo, 'otp_expired', 'Email link is invalid or has expired');
    }
    await confirmEmail(ctx.db, user.id);
    await recordSignIn(ctx.db, user.id, 'email');
    if (token.startsWith(PKCE_PREFIX)) {
      const { rows } = await ctx.db.query<FlowStateRow>(
        `select * from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'
         order by created_at desc limit 1`,
        [user.id],
      );
      const flow = rows[0];
      if (!flow?.auth_code) {
        return redirectError(reply, redirectTo, 'flow_state_not_found', 'No valid flow state found');
      }
      await ctx.db.query(
        'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
        [flow.id],
      );
      return reply.redirect(withQuery(flow.referrer ?? redirectTo, { code: flow.auth_code }), 303);
    }
    const confirmed = (await findUserById(ctx.db, user.id)) ?? user;
    const session = await issueSession(ctx, confirmed, 'otp', requestMeta(request));
    return reply.redirect(withFragment(redirectTo, implicitFragment(session, 'signup')), 303);
  });

  app.post('/verify', async (request) => {
    limiter.request('tokenVerifications', request);
    const body = bodyOf(request);
    const type = optionalString(body, 'type');
    const tokenHash = optionalString(body, 'token_hash');
    const token = tokenHash ?? optionalString(body, 'token');
    if (isLinkType(type)) {
      const email = optionalString(body, 'email');
      return verifyLinkPost(ctx, request, {
        type,
        tokenHash: email ? undefined : token,
        email: email ? normalizeEmail(email) : undefined,
        otp: email ? token : undefined,
      });
    }
    if (type !== 'signup' && type !== 'email')
      throw badRequest('validation_failed', 'Unsupported verification type');
    const email = optionalString(body, 'email');
    if (email && !tokenHash) return verifyEmailCode(ctx, request, type, normalizeEmail(email), token ?? '');
    const user = token ? await findUserByConfirmationToken(ctx.db, token) : null;
    if (!user || isConfirmationExpired(user))
      throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    await confirmEmail(ctx.db, user.id);
    await recordSignIn(ctx.db, user.id, 'email');
    const confirmed = (await findUserById(ctx.db, user.id)) ?? user;
    return issueSession(ctx, confirmed, 'otp', requestMeta(request));
  });
}

function isConfirmationExpired(user: UserRow): boolean {
  const sent = user.confirmation_sent_at?.getTime();
  return sent === undefined || Date.now() - sent > EMAIL_OTP_TTL_MS;
}

/** The session in the fragment as GoTrue's implicit redirects carry it. */
export function implicitFragment(session: JsonObject, type?: string): Record<string, string> {
  const out: Record<string, string> = {
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
  };
  if (session.provider_token) out.provider_token = String(session.provider_token);
  if (session.provider_refresh_token) out.provider_refresh_token = String(session.provider_refresh_token);
  out.refresh_token = String(session.refresh_token);
  out.sb = '';
  out.token_type = 'bearer';
  if (type) out.type = type;
  return out;
}

export function redirectError(reply: FastifyReply, redirectTo: string, code: string, description: string) {
  const params = { error: 'access_denied', error_code: code, error_description: description };
  return reply.redirect(withFragment(withQuery(redirectTo, params), { ...params, sb: '' }), 303);
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
