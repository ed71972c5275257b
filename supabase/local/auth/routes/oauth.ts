import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { queryOf } from '../body.ts';
import { AuthError, badRequest, sendAuthError } from '../errors.ts';
import { upsertExternalUser } from '../external-users.ts';
import {
  claimOAuthFlowState,
  createFlowState,
  deleteFlowState,
  findFlowStateById,
  isFlowStateExpired,
  type FlowStateRow,
} from '../flow-state.ts';
import {
  callbackUrl,
  createLinkedinRelyingParty,
  LINKEDIN_PROVIDER,
  linkedinIdentityData,
  parseLinkedinClaims,
  scopesFor,
} from '../linkedin.ts';
import { parsePkceParams } from '../pkce.ts';
import { implicitFragment, resolveRedirect, withFragment, withQuery } from '../redirects.ts';
import { requestMeta } from '../request-meta.ts';
import { issueSession } from '../sessions.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/** Query keys GoTrue keeps for itself instead of forwarding to the provider. */
const RESERVED = new Set([
  'provider',
  'scopes',
  'redirect_to',
  'skip_http_redirect',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's mapping of an internal error to the OAuth error sent back to the app. */
function oauthErrorFor(err: AuthError): string {
  if (['signup_disabled', 'user_banned', 'provider_email_needs_verification'].includes(err.code))
    return 'access_denied';
  if (err.status === 401) return 'unauthorized_client';
  if (err.status === 403) return 'access_denied';
  if (err.status >= 500) return 'server_error';
  return 'invalid_request';
}

function redirectWithError(
  reply: FastifyReply,
  target: string,
  error: string,
  code: string,
  description: string,
) {
  const params = { error, error_code: code, error_description: description };
  return reply.redirect(withFragment(withQuery(target, params), { ...params, sb: '' }), 302);
}

/** GET /authorize and GET|POST /callback: sign-in with LinkedIn through OpenID Connect. */
export function oauthHandlers({ ctx }: AuthDeps) {
  const { config } = ctx;
  const relyingParty = createLinkedinRelyingParty(ctx);

  const authorize: AuthHandler = async (request, reply) => {
    const query = queryOf(request);
    if (query.provider !== LINKEDIN_PROVIDER || !config.auth.linkedin.enabled) {
      throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
    }
    const pkce = parsePkceParams(query.code_challenge, query.code_challenge_method);
    const referer = typeof request.headers.referer === 'string' ? request.headers.referer : undefined;
    const redirectTo = resolveRedirect(config, query.redirect_to, referer);
    const flow = await createFlowState(ctx.db, {
      providerType: LINKEDIN_PROVIDER,
      authenticationMethod: 'oauth',
      pkce,
      referrer: redirectTo,
    });
    const params: Record<string, string> = {
      redirect_uri: callbackUrl(ctx),
      scope: scopesFor(query.scopes),
      state: flow.id,
    };
    for (const [key, value] of Object.entries(query)) if (!RESERVED.has(key)) params[key] = value;
    const url = client.buildAuthorizationUrl(await relyingParty(), params).toString();
    if (query.skip_http_redirect === 'true') return { url };
    return reply.redirect(url, 302);
  };

  const callback: AuthHandler = async (request, reply) => {
    const params: Record<string, string> = { ...queryOf(request) };
    if (request.body && typeof request.body === 'object') {
      for (const [key, value] of Object.entries(request.body))
        if (typeof value === 'string') params[key] = value;
    }
    if (!params.state) {
      return sendAuthError(request, reply, badRequest('bad_oauth_callback', 'OAuth state parameter missing'));
    }
    const flow = UUID.test(params.state) ? await findFlowStateById(ctx.db, params.state) : null;
    if (!flow || flow.provider_type !== LINKEDIN_PROVIDER) {
      return redirectWithError(
        reply,
        config.auth.siteUrl,
        'invalid_request',
        'bad_oauth_state',
        'OAuth state is invalid or expired',
      );
    }
    const target = flow.referrer ?? config.auth.siteUrl;
    if (isFlowStateExpired(flow)) {
      return redirectWithError(
        reply,
        target,
        'invalid_request',
        'bad_oauth_state',
        'OAuth state is invalid or expired',
      );
    }
    if (flow.user_id || flow.auth_code_issued_at) {
      return redirectWithError(
        reply,
        target,
        'invalid_request',
        'flow_state_already_used',
        'OAuth state has already been used',
      );
    }
    if (params.error) {
      // The member cancelled or the provider refused: hand its answer back to the app.
      return redirectWithError(
        reply,
        target,
        params.error,
        'provider_error',
        params.error_description ?? params.error,
      );
    }
    try {
      return await completeSignIn(request, reply, flow, params);
    } catch (err) {
      const authError =
        err instanceof AuthError
          ? err
          : new AuthError(500, 'unexpected_failure', 'Error getting user profile from external provider');
      if (!(err instanceof AuthError))
        ctx.log(`auth: LinkedIn callback failed: ${(err as Error).stack ?? String(err)}`);
      return redirectWithError(reply, target, oauthErrorFor(authError), authError.code, authError.message);
    }
  };

  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: FlowStateRow,
    params: Record<string, string>,
  ) {
    // The URL the provider called, rebuilt on the public callback address: openid-client derives
    // the redirect_uri it sends to the token endpoint from it.
    const current = new URL(callbackUrl(ctx));
    for (const key of ['code', 'state', 'iss']) if (params[key]) current.searchParams.set(key, params[key]);
    const tokens = await client.authorizationCodeGrant(await relyingParty(), current, {
      expectedState: flow.id,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AuthError(500, 'unexpected_failure', 'The provider returned no ID token');
    const claims = parseLinkedinClaims(idClaims as Record<string, unknown>);
    if (!claims.sub) throw new AuthError(500, 'unexpected_failure', 'The ID token has no subject');
    const identityData = linkedinIdentityData(claims);
    const user = await upsertExternalUser(ctx, {
      provider: LINKEDIN_PROVIDER,
      providerId: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified,
      identityData,
    });
    const target = flow.referrer ?? config.auth.siteUrl;
    if (flow.auth_code) {
      const claimed = await claimOAuthFlowState(ctx.db, flow.id, user.id, {
        access: tokens.access_token,
        refresh: tokens.refresh_token ?? null,
      });
      if (!claimed) {
        throw new AuthError(400, 'flow_state_already_used', 'OAuth state has already been used');
      }
      return reply.redirect(withQuery(target, { code: flow.auth_code }), 302);
    }
    await deleteFlowState(ctx.db, flow.id);
    const session = await issueSession(ctx, user, 'oauth', requestMeta(request), {
      provider_token: tokens.access_token,
      ...(tokens.refresh_token ? { provider_refresh_token: tokens.refresh_token } : {}),
    });
    return reply.redirect(withFragment(target, implicitFragment(session)), 302);
  }

  return { authorize, callback };
}
