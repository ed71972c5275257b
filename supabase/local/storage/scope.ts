import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import { resolveBearer, verifyJwt, type SupabaseClaims } from '../jwt.ts';
import { inTransaction } from '../transaction.ts';
import { errors, StorageError } from './errors.ts';

export interface Caller {
  token: string;
  claims: SupabaseClaims;
  /** The database role the caller's queries run as (JWT `role`, anon by default). */
  role: string;
}

const DATABASE_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies the caller's bearer token (after the gateway's apikey rules); AccessDenied otherwise. */
export async function authenticate(config: StackConfig, request: FastifyRequest): Promise<Caller> {
  const token = resolveBearer(config, request.headers);
  if (!token) throw errors.missingAuthorization();
  let claims: SupabaseClaims;
  try {
    claims = await verifyJwt(config, token);
  } catch (err) {
    throw errors.accessDenied(err instanceof Error ? err.message : 'Invalid JWT');
  }
  const role = claims.role ?? 'anon';
  if (!DATABASE_ROLES.has(role)) throw errors.accessDenied(`role "${role}" is not allowed`);
  return { token, claims, role };
}

/** The token of a signed URL, verified; Storage's 400 InvalidJWT for a bad or expired one. */
export async function verifySignedUrlToken(
  config: StackConfig,
  token: string | undefined,
): Promise<SupabaseClaims & { url?: string }> {
  try {
    return await verifyJwt(config, token ?? '');
  } catch (err) {
    throw new StorageError(
      '400',
      'InvalidJWT',
      'Invalid JWT',
      err instanceof Error ? err.message : 'Invalid JWT',
    );
  }
}

/**
 * Runs `fn` in a transaction that looks like the caller to PostgreSQL (role plus the JWT GUCs that
 * auth.uid() and auth.jwt() read), so RLS decides exactly as it would for the real service.
 * `commit: false` rolls back whatever `fn` did: that is the permission probe before an upload.
 */
export async function withCaller<T>(
  db: pg.Pool,
  caller: Caller,
  options: { commit: boolean; operation: string },
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(
    db,
    async (client) => {
      await client.query(
        `select set_config('role', $1, true),
                set_config('request.jwt.claim.role', $1, true),
                set_config('request.jwt', $2, true),
                set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claims', $4, true),
                set_config('storage.operation', $5, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [
          caller.role,
          caller.token,
          caller.claims.sub ?? '',
          JSON.stringify(caller.claims),
          options.operation,
        ],
      );
      return fn(client);
    },
    { commit: options.commit },
  );
}
