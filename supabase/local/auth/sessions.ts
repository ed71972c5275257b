import { randomInt, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import type { JsonObject } from './body.ts';
import { badRequest } from './errors.ts';
import { SECOND_FACTOR_METHODS } from './mfa/factors.ts';
import { isBanned, loadUserJson, findUserById, type UserRow } from './users.ts';
import { nowSeconds } from './time.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

const REFRESH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's version-0 refresh tokens: 12 characters of [a-z0-9]. */
export function newRefreshToken(): string {
  let out = '';
  for (let i = 0; i < 12; i += 1) out += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return out;
}

export type AuthMethod =
  | 'password'
  | 'oauth'
  | 'otp'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email_change'
  | 'totp';

export type AalLevel = 'aal1' | 'aal2';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  not_after: Date | null;
  aal: AalLevel | null;
  factor_id: string | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

export interface RequestMeta {
  userAgent?: string;
  ip?: string;
}

export async function createSession(
  db: Queryable,
  userId: string,
  method: AuthMethod,
  meta: RequestMeta,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [id, userId, meta.userAgent ?? null, meta.ip ?? null],
  );
  await addAmrClaim(db, id, method);
  return id;
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3) on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

async function amrOf(
  db: Queryable,
  sessionId: string,
): Promise<Array<{ method: string; timestamp: number }>> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  return rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(row.updated_at.getTime() / 1000),
  }));
}

/** A session is aal2 once one of its authentication methods is a second factor (GoTrue's CalculateAALAndAMR). */
export const aalOf = (amr: ReadonlyArray<{ method: string }>): AalLevel =>
  amr.some((entry) => SECOND_FACTOR_METHODS.includes(entry.method)) ? 'aal2' : 'aal1';

/** The access token GoTrue issues (claims and order as its AccessTokenClaims). */
export async function accessTokenFor(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { config } = ctx;
  const amr = await amrOf(ctx.db, sessionId);
  const token = await signJwt(
    config,
    {
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: aalOf(amr),
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous ?? false,
    },
    config.auth.jwtExpiry,
  );
  const exp = decodeJwt(token).exp ?? nowSeconds() + config.auth.jwtExpiry;
  return { token, expiresAt: exp };
}

/** The session JSON of POST /token. */
export async function sessionJson(
  ctx: StackContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
  extra: JsonObject = {},
): Promise<JsonObject> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const access = await accessTokenFor(ctx, user, sessionId);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ctx.config.auth.jwtExpiry,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(ctx.db, user),
    ...extra,
  };
}

/** Starts a fresh session for a signed-in user and returns its session JSON. */
export async function issueSession(
  ctx: StackContext,
  user: UserRow,
  method: AuthMethod,
  meta: RequestMeta,
  extra: JsonObject = {},
): Promise<JsonObject> {
  const sessionId = await createSession(ctx.db, user.id, method, meta);
  const refreshToken = await insertRefreshToken(ctx.db, user.id, sessionId, null);
  return sessionJson(ctx, user.id, sessionId, refreshToken, extra);
}

/**
 * Raises a session to aal2 after a verified second factor, as GoTrue's updateMFASessionAndClaims: the
 * factor's method joins the session's AMR, the session records aal2 and the factor, and the session's
 * refresh token is swapped for a new one (returned), so the client stores tokens that carry aal2.
 */
export async function raiseSessionToAal2(
  db: pg.PoolClient,
  userId: string,
  sessionId: string,
  factorId: string,
  method: AuthMethod,
): Promise<string> {
  await addAmrClaim(db, sessionId, method);
  await db.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
    sessionId,
    factorId,
  ]);
  const { rows } = await db.query<RefreshTokenRow>(
    `select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1 for update`,
    [sessionId],
  );
  const current = rows[0];
  if (current) {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      current.id,
    ]);
  }
  return insertRefreshToken(db, userId, sessionId, current?.token ?? null);
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>('select * from auth.sessions where id = $1', [sessionId]);
  return rows[0] ?? null;
}

/**
 * grant_type=refresh_token with GoTrue's rotation rules: the presented token is revoked and replaced
 * by a child; a revoked token that is the parent of the active one gets the active one back; another
 * revoked token is honoured only inside the reuse interval, otherwise the whole family is revoked.
 */
export async function refreshSession(ctx: StackContext, presented: string): Promise<JsonObject> {
  const { config } = ctx;
  if (presented.length < 12) throw badRequest('validation_failed', 'Refresh token is not valid');
  const client = await ctx.db.connect();
  let outcome: { userId: string; sessionId: string; token: string };
  try {
    await client.query('begin');
    const { rows } = await client.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    const token = rows[0];
    if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = token.session_id ? await findSession(client, token.session_id) : null;
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    const user = await findUserById(client, token.user_id);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

    let issued: string | null = null;
    if (token.revoked && config.auth.refreshTokenRotation) {
      const active = await client.query<RefreshTokenRow>(
        `select * from auth.refresh_tokens where session_id = $1 and revoked = false
         order by id desc limit 1`,
        [session.id],
      );
      const current = active.rows[0];
      if (current && current.parent === token.token) {
        issued = current.token;
      } else {
        const reuseUntil = token.updated_at.getTime() + config.auth.refreshTokenReuseInterval * 1000;
        // Only a token revoked by rotation (it has a child) may be reused; one revoked together with
        // its family after a detected reuse stays dead even inside the interval.
        const child = await client.query('select 1 from auth.refresh_tokens where parent = $1 limit 1', [
          token.token,
        ]);
        if (child.rowCount === 0 || Date.now() > reuseUntil) {
          await client.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
            [session.id],
          );
          await client.query('commit');
          throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
      }
    }
    if (!issued) {
      if (config.auth.refreshTokenRotation || !token.revoked) {
        await client.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
          [token.id],
        );
      }
      issued = await insertRefreshToken(client, user.id, session.id, token.token);
    }
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      session.id,
    ]);
    await client.query('commit');
    outcome = { userId: user.id, sessionId: session.id, token: issued };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  return sessionJson(ctx, outcome.userId, outcome.sessionId, outcome.token);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (refresh tokens cascade) for POST /logout. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
}
