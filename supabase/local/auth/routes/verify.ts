import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalString, queryOf, type JsonObject } from '../body.ts';
import { EMAIL_OTP_TTL_MS, PKCE_PREFIX } from '../email-links.ts';
import { verifyEmailCode } from '../email-otp.ts';
import { AuthError, badRequest } from '../errors.ts';
import { issueAuthCodeFor } from '../flow-state.ts';
import {
  applyLink,
  isLinkType,
  SINGLE_CONFIRMATION_ACCEPTED,
  userForProof,
  type LinkProof,
  type LinkType,
} from '../link-verification.ts';
import { implicitFragment, redirectError, resolveRedirect, withFragment, withQuery } from '../redirects.ts';
import { requestMeta } from '../request-meta.ts';
import { issueSession } from '../sessions.ts';
import { confirmEmail, findUserByLinkToken, findUserById, recordSignIn, type UserRow } from '../users.ts';
import { normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

function isConfirmationExpired(user: UserRow): boolean {
  const sent = user.confirmation_sent_at?.getTime();
  return sent === undefined || Date.now() - sent > EMAIL_OTP_TTL_MS;
}

/** The account a sign-up confirmation token belongs to, now confirmed; null for an unknown or expired one. */
async function confirmSignup(ctx: StackContext, token: string): Promise<UserRow | null> {
  const user = token ? await findUserByLinkToken(ctx.db, 'confirmation_token', token) : null;
  if (!user || isConfirmationExpired(user)) return null;
  await confirmEmail(ctx.db, user.id);
  await recordSignIn(ctx.db, user.id, 'email');
  return user;
}

/**
 * GET /verify for recovery, magic link, invite and e-mail change links: a PKCE link (pkce_ token) lands
 * on redirect_to with `?code=` for exchangeCodeForSession, any other one with the session in the fragment.
 */
async function verifyLinkGet(
  ctx: StackContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: LinkType,
  token: string,
  redirectTo: string,
): Promise<FastifyReply> {
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    const { user, tokenHash } = await userForProof(ctx.db, { type, tokenHash: token });
    const outcome = await applyLink(ctx, type, user, tokenHash);
    if (outcome.kind === 'awaiting_other_address') {
      const target = pkce ? withQuery(redirectTo, { message: SINGLE_CONFIRMATION_ACCEPTED }) : redirectTo;
      return reply.redirect(withFragment(target, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }), 303);
    }
    if (pkce) {
      const issued = await issueAuthCodeFor(ctx.db, user.id, type);
      if (!issued)
        return redirectError(reply, redirectTo, 'flow_state_not_found', 'No associated flow state found.');
      return reply.redirect(withQuery(redirectTo, { code: issued.code }), 303);
    }
    const fresh = (await findUserById(ctx.db, user.id)) ?? user;
    const session = await issueSession(ctx, fresh, 'otp', requestMeta(request));
    return reply.redirect(withFragment(redirectTo, implicitFragment(session, type)), 303);
  } catch (err) {
    if (err instanceof AuthError && err.status < 500) {
      return redirectError(reply, redirectTo, err.code, err.message);
    }
    throw err;
  }
}

/** POST /verify (verifyOtp) for the same link types: the session JSON, or GoTrue's half-way message. */
async function verifyLinkPost(
  ctx: StackContext,
  request: FastifyRequest,
  proof: LinkProof,
): Promise<JsonObject> {
  const { user, tokenHash } = await userForProof(ctx.db, proof);
  const outcome = await applyLink(ctx, proof.type, user, tokenHash);
  if (outcome.kind === 'awaiting_other_address') return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' };
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return issueSession(ctx, fresh, 'otp', requestMeta(request));
}

/**
 * GET /verify (a followed link: answers with a redirect) and POST /verify (verifyOtp: answers with
 * JSON) for sign-up confirmations and every other e-mailed link or code.
 */
export function verifyHandlers({ ctx, limiter }: AuthDeps) {
  const { config } = ctx;

  const followLink: AuthHandler = async (request, reply) => {
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
    const user = await confirmSignup(ctx, token);
    if (!user) {
      return redirectError(reply, redirectTo, 'otp_expired', 'Email link is invalid or has expired');
    }
    if (token.startsWith(PKCE_PREFIX)) {
      const issued = await issueAuthCodeFor(ctx.db, user.id, 'email/signup');
      if (!issued) {
        return redirectError(reply, redirectTo, 'flow_state_not_found', 'No valid flow state found');
      }
      return reply.redirect(withQuery(issued.referrer ?? redirectTo, { code: issued.code }), 303);
    }
    const confirmed = (await findUserById(ctx.db, user.id)) ?? user;
    const session = await issueSession(ctx, confirmed, 'otp', requestMeta(request));
    return reply.redirect(withFragment(redirectTo, implicitFragment(session, 'signup')), 303);
  };

  const verifyCode: AuthHandler = async (request) => {
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
    const user = await confirmSignup(ctx, token ?? '');
    if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    const confirmed = (await findUserById(ctx.db, user.id)) ?? user;
    return issueSession(ctx, confirmed, 'otp', requestMeta(request));
  };

  return { followLink, verifyCode };
}
