import type { StackContext } from '../../context.ts';
import { bodyOf, optionalString, queryOf } from '../body.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { deleteFlowState, findFlowStateByAuthCode, isFlowStateExpired } from '../flow-state.ts';
import { idTokenGrant } from '../id-token-grant.ts';
import { passwordMatches } from '../password.ts';
import { verifierMatches } from '../pkce.ts';
import { requestMeta } from '../request-meta.ts';
import { issueSession, refreshSession, type AuthMethod } from '../sessions.ts';
import { findUserByEmail, findUserById, isBanned, recordSignIn } from '../users.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/** The session's AMR entry for a code: how the flow that issued it authenticated (GoTrue's ParseAuthenticationMethod). */
function flowAuthMethod(method: string): AuthMethod {
  if (method.endsWith('signup')) return 'email/signup';
  const known: readonly AuthMethod[] = ['oauth', 'recovery', 'invite', 'magiclink', 'email_change'];
  return known.find((candidate) => candidate === method) ?? 'email/signup';
}

const INVALID_CREDENTIALS = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token: the password, refresh_token and pkce grants (id_token answers as GoTrue without providers). */
export function tokenHandlers({ ctx, limiter }: AuthDeps) {
  const token: AuthHandler = async (request, reply) => {
    const grantType = queryOf(request).grant_type ?? optionalString(bodyOf(request), 'grant_type');
    const body = bodyOf(request);
    switch (grantType) {
      case 'password':
        limiter.request('signInSignUps', request);
        return passwordGrant(ctx, body, requestMeta(request));
      case 'refresh_token': {
        limiter.request('tokenRefresh', request);
        const token = optionalString(body, 'refresh_token');
        if (!token) throw badRequest('validation_failed', 'refresh_token required');
        return refreshSession(ctx, token);
      }
      case 'pkce':
        limiter.request('tokenRefresh', request);
        return pkceGrant(ctx, body, requestMeta(request));
      case 'id_token':
        limiter.request('tokenRefresh', request);
        return idTokenGrant(ctx, request, reply, body);
      default:
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
  };

  return { token };
}

async function passwordGrant(
  ctx: StackContext,
  body: Record<string, unknown>,
  meta: ReturnType<typeof requestMeta>,
) {
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password') ?? '';
  if (!email) {
    if (optionalString(body, 'phone')) throw INVALID_CREDENTIALS();
    throw badRequest('validation_failed', 'missing email or phone');
  }
  const user = await findUserByEmail(ctx.db, email.trim());
  // The password is checked whether or not the account exists (same work, same answer).
  const matches = await passwordMatches(password, user && !user.deleted_at ? user.encrypted_password : null);
  if (!user || user.deleted_at || !matches) throw INVALID_CREDENTIALS();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  await recordSignIn(ctx.db, user.id, 'email');
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return issueSession(ctx, fresh, 'password', meta);
}

/**
 * grant_type=pkce: the auth code from a flow state whose user is known, checked against the
 * verifier; the flow state is deleted so the code works once.
 */
async function pkceGrant(
  ctx: StackContext,
  body: Record<string, unknown>,
  meta: ReturnType<typeof requestMeta>,
) {
  const authCode = optionalString(body, 'auth_code');
  const verifier = optionalString(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const flow = await findFlowStateByAuthCode(ctx.db, authCode);
  if (!flow || !flow.user_id)
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (isFlowStateExpired(flow)) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!flow.code_challenge || !flow.code_challenge_method) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  // Single use: whoever deletes the row first owns the code.
  if (!(await deleteFlowState(ctx.db, flow.id))) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const user = await findUserById(ctx.db, flow.user_id);
  if (!user) throw notFound('user_not_found', 'User not found');
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  const extra: Record<string, unknown> = {};
  if (flow.provider_access_token) extra.provider_token = flow.provider_access_token;
  if (flow.provider_refresh_token) extra.provider_refresh_token = flow.provider_refresh_token;
  return issueSession(ctx, user, flowAuthMethod(flow.authentication_method), meta, extra);
}
