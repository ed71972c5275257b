import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { StackConfig } from './config.ts';
import { SIGNING_ALGORITHM } from './signing-keys.ts';

export interface SupabaseClaims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

function secretKey(config: StackConfig): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/**
 * A session token: signed ES256 with the key in use (its kid in the header, as GoTrue does with signing
 * keys), or HS256 with the legacy secret when the stack has no key set.
 */
export async function signJwt(
  config: StackConfig,
  claims: SupabaseClaims,
  expiresInSeconds: number,
): Promise<string> {
  if (!config.signingKeys) return signLegacyJwt(config, claims, expiresInSeconds);
  const { kid, key } = config.signingKeys.signingKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/**
 * HS256 with the legacy secret: storage's signed URL tokens, which must outlive key rotations (they
 * are revoked with the secret, as Storage's own are).
 */
export async function signLegacyJwt(
  config: StackConfig,
  claims: SupabaseClaims,
  expiresInSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secretKey(config));
}

/**
 * Verifies a token signed by a key of the set that still verifies (ES256, by kid) or by the legacy
 * HS256 secret (the API keys, older sessions); throws jose's error when it is not valid.
 */
export async function verifyJwt(config: StackConfig, token: string): Promise<SupabaseClaims> {
  const ring = config.signingKeys;
  if (!ring || decodeProtectedHeader(token).alg === 'HS256') {
    const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'] });
    return payload as SupabaseClaims;
  }
  const { payload } = await jwtVerify(token, ring.verificationKeys, { algorithms: [SIGNING_ALGORITHM] });
  return payload as SupabaseClaims;
}

/**
 * The bearer token a request carries, after the gateway's rules (the Supabase CLI's Kong):
 * a user or legacy-key JWT in Authorization wins; opaque sb_ keys map to the anon/service JWTs;
 * otherwise the apikey header itself.
 */
export function resolveBearer(config: StackConfig, headers: FastifyRequest['headers']): string | null {
  const auth = headers.authorization;
  const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
  const mapOpaque = (key: string | undefined): string | undefined => {
    if (key === config.secretKey) return config.serviceRoleKey;
    if (key === config.publishableKey) return config.anonKey;
    return undefined;
  };
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) {
    const token = auth.replace(/^bearer\s+/i, '').trim();
    if (!token.startsWith('sb_')) return token;
    return mapOpaque(token) ?? mapOpaque(apikey) ?? null;
  }
  if (apikey) return mapOpaque(apikey) ?? apikey;
  return null;
}
