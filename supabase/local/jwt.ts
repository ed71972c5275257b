import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { StackConfig } from './config.ts';

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

export async function signJwt(
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

/** Verifies an HS256 token signed with the stack's secret; throws jose's error when it is not valid. */
export async function verifyJwt(config: StackConfig, token: string): Promise<SupabaseClaims> {
  const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'] });
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
