import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PkceParams } from './pkce.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** GoTrue's FlowStateExpiryDuration (default and minimum): a code must be exchanged within 5 minutes. */
export const FLOW_STATE_TTL_MS = 300 * 1000;

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge_method: string | null;
  code_challenge: string | null;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Date;
  updated_at: Date;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  referrer: string | null;
}

export async function createFlowState(
  db: Queryable,
  input: {
    providerType: string;
    authenticationMethod: string;
    pkce: PkceParams | null;
    referrer: string;
    userId?: string;
  },
): Promise<FlowStateRow> {
  const { rows } = await db.query<FlowStateRow>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method, referrer)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7, $8) returning *`,
    [
      randomUUID(),
      input.userId ?? null,
      input.pkce ? randomUUID() : null,
      input.pkce?.method ?? null,
      input.pkce?.challenge ?? null,
      input.providerType,
      input.authenticationMethod,
      input.referrer,
    ],
  );
  return rows[0];
}

export async function findFlowStateById(db: Queryable, id: string): Promise<FlowStateRow | null> {
  const { rows } = await db.query<FlowStateRow>('select * from auth.flow_state where id = $1', [id]);
  return rows[0] ?? null;
}

export function isFlowStateExpired(flow: FlowStateRow): boolean {
  return Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS;
}

export async function findFlowStateByAuthCode(db: Queryable, authCode: string): Promise<FlowStateRow | null> {
  const { rows } = await db.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [
    authCode,
  ]);
  return rows[0] ?? null;
}

/** Deletes a flow state; false when it was already gone (someone else spent it first). */
export async function deleteFlowState(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query('delete from auth.flow_state where id = $1', [id]);
  return deleted.rowCount === 1;
}

/** A new sign-up confirmation replaces the flow state of an earlier one. */
export async function deleteSignupFlowStates(db: Queryable, userId: string): Promise<void> {
  await db.query(
    "delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'",
    [userId],
  );
}

/**
 * The code of the user's latest flow state for this kind of link, marked issued; null when there is
 * none (the link was requested without PKCE, or the code was already handed out and exchanged).
 */
export async function issueAuthCodeFor(
  db: Queryable,
  userId: string,
  authenticationMethod: string,
): Promise<{ code: string; referrer: string | null } | null> {
  const { rows } = await db.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  const flow = rows[0];
  if (!flow?.auth_code) return null;
  await db.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [
    flow.id,
  ]);
  return { code: flow.auth_code, referrer: flow.referrer };
}

/**
 * The provider's answer joins an OAuth flow state: its user and tokens, with the code marked issued.
 * False when another callback claimed it first.
 */
export async function claimOAuthFlowState(
  db: Queryable,
  flowId: string,
  userId: string,
  tokens: { access: string; refresh: string | null },
): Promise<boolean> {
  const updated = await db.query(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), provider_access_token = $3,
       provider_refresh_token = $4, updated_at = now() where id = $1 and user_id is null`,
    [flowId, userId, tokens.access, tokens.refresh],
  );
  return updated.rowCount === 1;
}
