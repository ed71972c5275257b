import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { JsonObject } from '../body.ts';
import { notFound } from '../errors.ts';
import { rfc3339 } from '../time.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** GoTrue's MFA limits: a challenge must be verified within 5 minutes, an unverified factor is dropped after 5. */
export const CHALLENGE_TTL_MS = 300 * 1000;
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;
export const MAX_ENROLLED_FACTORS = 10;

/** The session AMR method a verified TOTP challenge adds (GoTrue's TOTPSignIn). */
export const TOTP_AMR_METHOD = 'totp';
/** AMR methods that lift a session to aal2. */
export const SECOND_FACTOR_METHODS: readonly string[] = [TOTP_AMR_METHOD, 'mfa/phone', 'mfa/webauthn'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  otp_code: string | null;
}

/** A factor as GoTrue serialises it (its Go struct's order; friendly_name omitted when empty). */
export function factorJson(factor: FactorRow): JsonObject {
  return {
    id: factor.id,
    created_at: rfc3339(factor.created_at),
    updated_at: rfc3339(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: rfc3339(factor.last_challenged_at) ?? null,
  };
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1",
    [userId],
  );
  return (rowCount ?? 0) > 0;
}

/** The user's factor with this id, or GoTrue's 404 mfa_factor_not_found (also for someone else's factor). */
export async function ownedFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

/** Drops unverified factors that were never challenged and are past their 5 minutes (GoTrue's clean-up). */
export async function deleteExpiredFactors(db: Queryable): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [UNVERIFIED_FACTOR_TTL_SECONDS],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4) returning *`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0];
}

export async function insertChallenge(db: Queryable, factorId: string, ip: string): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)
     returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code`,
    [randomUUID(), factorId, ip],
  );
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  return rows[0];
}

export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  if (!isUuid(challengeId)) return null;
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId],
  );
  return rows[0] ?? null;
}

/**
 * The latest TOTP time step accepted for this factor. A verified TOTP challenge keeps the step of its
 * code in otp_code (the column GoTrue uses for phone codes; TOTP challenges leave it empty), so a code
 * that was already used, or an older one, is never accepted again.
 */
export async function lastAcceptedTimeStep(db: Queryable, factorId: string): Promise<number | null> {
  const { rows } = await db.query<{ step: string | null }>(
    `select max(otp_code::bigint)::text as step from auth.mfa_challenges
     where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
    [factorId],
  );
  return rows[0]?.step ? Number(rows[0].step) : null;
}

/**
 * Removes a factor and lowers the sessions it had raised back to aal1 (its AMR entry goes too),
 * as GoTrue's DowngradeSessionsToAAL1.
 */
export async function deleteFactor(db: Queryable, factor: FactorRow): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, TOTP_AMR_METHOD],
  );
  await db.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1 and factor_id = $2",
    [factor.user_id, factor.id],
  );
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}

/** An expired challenge is dropped when someone tries it. */
export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}
