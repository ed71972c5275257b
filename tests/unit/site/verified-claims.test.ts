import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSupabaseClient } from '#shared/supabase.ts';
import { forgetVerifiedClaims, sessionClaims } from '#site/src/auth/verifiedClaims.server.ts';

/**
 * A stand-in for the request's client: its cookie session holds `token`; getClaims verifies `valid`
 * (signed ES256 with a published key, or HS256 when the token's name says so: checked by the auth server).
 */
function client(token: string | null, valid: Record<string, { sub: string; exp: number }>) {
  const getClaims = vi.fn(async (jwt?: string) => {
    const claims = jwt ? valid[jwt] : undefined;
    const header = jwt?.startsWith('hs256') ? { alg: 'HS256' } : { alg: 'ES256', kid: 'key-1' };
    return claims
      ? { data: { claims, header }, error: null }
      : { data: null, error: { name: 'AuthInvalidJwtError', message: 'Invalid JWT signature' } };
  });
  const supabase = {
    auth: {
      getSession: async () => ({ data: { session: token ? { access_token: token } : null }, error: null }),
      getClaims,
    },
  } as unknown as AppSupabaseClient;
  return { supabase, getClaims };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('session claims', () => {
  beforeEach(() => forgetVerifiedClaims());
  afterEach(() => vi.useRealTimers());

  it('verifies a token once, then answers its next pages from the verified claims', async () => {
    const valid = { 'token-a': { sub: 'member-a', exp: inAnHour() } };
    const first = client('token-a', valid);
    expect((await sessionClaims(first.supabase)).claims?.sub).toBe('member-a');
    const next = client('token-a', valid);
    const answer = await sessionClaims(next.supabase);
    expect(answer).toEqual({ claims: valid['token-a'], error: null });
    expect(next.getClaims).not.toHaveBeenCalled();
  });

  it("never answers with another token's claims", async () => {
    const valid = {
      'token-a': { sub: 'member-a', exp: inAnHour() },
      'token-b': { sub: 'member-b', exp: inAnHour() },
    };
    await sessionClaims(client('token-a', valid).supabase);
    const b = client('token-b', valid);
    expect((await sessionClaims(b.supabase)).claims?.sub).toBe('member-b');
    expect(b.getClaims).toHaveBeenCalledWith('token-b');
  });

  it('keeps nothing that failed to verify: a forged token fails every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const forged = client('forged', {});
      const answer = await sessionClaims(forged.supabase);
      expect(answer.claims).toBeNull();
      expect(answer.error?.message).toBe('Invalid JWT signature');
      expect(forged.getClaims).toHaveBeenCalledTimes(1);
    }
  });

  it('verifies again after a minute, and never past the token expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    const valid = { long: { sub: 'member-a', exp: now + 3600 }, short: { sub: 'member-b', exp: now + 10 } };
    await sessionClaims(client('long', valid).supabase);
    await sessionClaims(client('short', valid).supabase);

    vi.setSystemTime(Date.now() + 11_000);
    const short = client('short', valid);
    await sessionClaims(short.supabase);
    expect(short.getClaims).toHaveBeenCalledTimes(1);
    const longSoon = client('long', valid);
    await sessionClaims(longSoon.supabase);
    expect(longSoon.getClaims).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 50_000);
    const longLater = client('long', valid);
    await sessionClaims(longLater.supabase);
    expect(longLater.getClaims).toHaveBeenCalledTimes(1);
  });

  it('keeps asking the auth server about a legacy HS256 token on every page', async () => {
    const valid = { 'hs256-token': { sub: 'member-a', exp: inAnHour() } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const legacy = client('hs256-token', valid);
      expect((await sessionClaims(legacy.supabase)).claims?.sub).toBe('member-a');
      expect(legacy.getClaims).toHaveBeenCalledTimes(1);
    }
  });

  it('without a session, answers as getClaims() does', async () => {
    const none = client(null, {});
    const answer = await sessionClaims(none.supabase);
    expect(answer.claims).toBeNull();
    expect(none.getClaims).toHaveBeenCalledWith(undefined);
  });
});
