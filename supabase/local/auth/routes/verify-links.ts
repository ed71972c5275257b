import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import type { JsonObject } from '../body.ts';
import { PKCE_PREFIX } from '../email-links.ts';
import { requestMeta } from '../request-meta.ts';
import { withFragment, withQuery } from '../redirects.ts';
import { issueSession } from '../sessions.ts';
import { findUserById } from '../users.ts';
import {
  applyLink,
  issueAuthCodeFor,
  SINGLE_CONFIRMATION_ACCEPTED,
  userForProof,
  type LinkProof,
  type LinkType,
} from '../verify-links.ts';
import { AuthError } from '../errors.ts';
import { implicitFragment, redirectError } from './signup.ts';

/**
 * GET /verify for recovery, magic link, invite and e-mail change links: a PKCE link (pkce_ token) lands
 * on redirect_to with `?code=` for exchangeCodeForSession, any other one with the session in the fragment.
 */
export async function verifyLinkGet(
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
      const code = await issueAuthCodeFor(ctx.db, user.id, type);
      if (!code)
        return redirectError(reply, redirectTo, 'flow_state_not_found', 'No associated flow state found.');
      return reply.redirect(withQuery(redirectTo, { code }), 303);
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
export async function verifyLinkPost(
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
