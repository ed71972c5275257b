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
