import type { AuthError, JwtPayload } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '#shared/supabase.ts';

/**
 * A member browsing sends the same access token with every page: its signature is verified once
 * (getClaims, against the auth server's published keys) and its claims are kept for a short while,
 * keyed by the whole token, so the next pages skip the key import and the signature check. Only a
 * token whose signature verified is ever kept; another token (another member, a refreshed session, a
 * forged one) misses and is verified. An entry ends with the token's own expiry, and after
 * REVERIFY_MS at most: a key revoked early is noticed as soon as supabase-js's own key cache (ten
 * minutes) would notice it, give or take that minute.
 */
const REVERIFY_MS = 60_000;
/** Enough for every member active in a minute on one process; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

interface Kept {
  claims: JwtPayload;
  until: number;
}

const kept = new Map<string, Kept>();

export interface SessionClaims {
  claims: JwtPayload | null;
  error: AuthError | null;
}

/** getClaims() of this request's session, from the short-lived cache when its token verified lately. */
export async function sessionClaims(supabase: AppSupabaseClient): Promise<SessionClaims> {
  // The session from the cookies, refreshed first when due (as getClaims() itself would).
  const { data: current } = await supabase.auth.getSession();
  const token = current.session?.access_token;
  const now = Date.now();
  const hit = token ? kept.get(token) : undefined;
  if (hit && hit.until > now) return { claims: hit.claims, error: null };
  if (hit) kept.delete(token!);
  // No session, or it could not be refreshed: getClaims() answers as it always did.
  const { data, error } = await supabase.auth.getClaims(token);
  const claims = data?.claims ?? null;
  if (token && claims && !error && verifiedLocally(data!.header)) keep(token, claims, now);
  return { claims, error };
}

/**
 * Only a signature checked against the published keys is kept. A legacy HS256 token is checked by the
 * auth server on every page (getClaims asks /auth/v1/user), which also notices a session ended there:
 * that stays as it is.
 */
function verifiedLocally(header: { alg?: string; kid?: string }): boolean {
  return Boolean(header.kid && header.alg && !header.alg.startsWith('HS'));
}

function keep(token: string, claims: JwtPayload, now: number) {
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : now;
  const until = Math.min(expiresAt, now + REVERIFY_MS);
  if (until <= now) return;
  if (kept.size >= MAX_ENTRIES) {
    for (const [token, entry] of kept) {
      if (entry.until <= now || kept.size >= MAX_ENTRIES) kept.delete(token);
      else break;
    }
  }
  kept.set(token, { claims, until });
}

/** Forgets every kept verification (tests). */
export function forgetVerifiedClaims(): void {
  kept.clear();
}
