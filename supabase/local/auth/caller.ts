import type { FastifyRequest } from 'fastify';
import type { StackContext } from '../context.ts';
import { resolveBearer, verifyJwt, type SupabaseClaims } from '../jwt.ts';
import { AuthError, forbidden } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

/** The roles GoTrue accepts on its admin endpoints (GOTRUE_JWT_ADMIN_ROLES). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function claimsOf(ctx: StackContext, request: FastifyRequest): Promise<SupabaseClaims> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer\s+\S+/i.test(header)) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const token = resolveBearer(ctx.config, request.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(ctx.config, token);
  } catch (err) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${(err as Error).message}`);
  }
}

export interface SignedInCaller {
  user: UserRow;
  sessionId: string;
  session: SessionRow;
  claims: SupabaseClaims;
}

/** The signed-in user behind a request, checked like GoTrue's requireAuthentication. */
export async function requireUser(ctx: StackContext, request: FastifyRequest): Promise<SignedInCaller> {
  const claims = await claimsOf(ctx, request);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  const session = sessionId ? await findSession(ctx.db, sessionId) : null;
  if (!sessionId || !session) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId, session, claims };
}

/** Admin endpoints need a token whose role is an admin role (the service role key). */
export async function requireAdmin(ctx: StackContext, request: FastifyRequest): Promise<SupabaseClaims> {
  const claims = await claimsOf(ctx, request);
  if (!claims.role || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
