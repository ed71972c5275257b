import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '#shared/database.types.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { rotateSigningKeys, type SigningKeySet } from '#supabase/local/signing-keys.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { createConfirmedUser, PASSWORD, uniqueEmail } from './auth-support.ts';

/**
 * Sessions signed with ES256 keys (kid in the header) that supabase-js verifies from the published JWKS,
 * and a rotation in hosted Supabase's three steps on a running stack. The rotation changes the stack's
 * keys, so this file runs a stack of its own.
 */
let stack: TestStack;
let keyFile: string;

beforeAll(async () => {
  stack = await startStackOnFreeBlock(inject('portBase'), [1400, 1450]);
  keyFile = path.join(stack.stackDir, 'signing-keys.json');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

/** A supabase-js client that keeps its session in memory and notes every URL it asks for. */
function recordingClient(storageKey?: string) {
  const urls: string[] = [];
  const client = createClient<Database>(stack.apiUrl, LOCAL_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memory(),
      // supabase-js caches the JWKS per storage key for ten minutes; another key starts with none.
      storageKey,
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: (input, init) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    },
  });
  return { client, urls };
}

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

async function signIn(email: string) {
  const { client, urls } = recordingClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, urls, session: data.session };
}

async function jwks(): Promise<{ keys: Array<Record<string, unknown>> }> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`);
  return (await res.json()) as { keys: Array<Record<string, unknown>> };
}

/** Waits (bounded) until the running stack has picked the rewritten key file up. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The stack did not pick the new signing keys up.');
}

const publishedKids = async () => (await jwks()).keys.map((key) => key.kid);

/** What each service answers a request authorised by `token`. */
async function statuses(token: string) {
  const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` };
  const rest = await fetch(`${stack.apiUrl}/rest/v1/events?select=id&limit=1`, { headers });
  const auth = await fetch(`${stack.apiUrl}/auth/v1/user`, { headers });
  const storage = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { headers });
  const fn = await fetch(`${stack.apiUrl}/functions/v1/mail-campaigns`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const fnBody = await fn.text();
  return {
    rest: rest.status,
    auth: auth.status,
    storage: storage.status,
    functionsRefused: fn.status === 401 && fnBody.includes('Invalid JWT'),
  };
}

describe('signing keys', () => {
  it('publishes the ES256 public keys, cached for ten minutes, and never the HS256 secret', async () => {
    const res = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const body = (await res.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
    expect(body.keys.some((key) => key.kty === 'oct')).toBe(false);
  });

  it('getClaims() verifies a session token from the JWKS, without asking the auth server for the user', async () => {
    const email = uniqueEmail('claims');
    const userId = await createConfirmedUser(stack.apiUrl, email);
    const { client, urls, session } = await signIn(email);
    const header = decodeProtectedHeader(session.access_token);
    expect(header.alg).toBe('ES256');
    expect(await publishedKids()).toContain(header.kid);

    urls.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(userId);
    expect(data?.claims.email).toBe(email);
    expect(data?.header.kid).toBe(header.kid);
    expect(urls.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(urls.some((url) => url.includes('/auth/v1/user'))).toBe(false);

    // A forged token (the payload changed under the same signature) is refused locally.
    const [h, , s] = session.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(session.access_token), role: 'service_role' }));
    const forged = `${h}.${payload.toString('base64url')}.${s}`;
    const forgedResult = await client.auth.getClaims(forged);
    expect(forgedResult.data).toBeNull();
    expect(forgedResult.error?.message).toBe('Invalid JWT signature');
  });

  it('every service accepts the session token and the legacy HS256 API keys', async () => {
    const email = uniqueEmail('services');
    await createConfirmedUser(stack.apiUrl, email);
    const { session } = await signIn(email);
    const user = await statuses(session.access_token);
    expect(user.auth).toBe(200);
    expect(user.storage).toBe(200);
    expect(user.functionsRefused).toBe(false);
    // events is read through its public view; the table itself is closed to signed-in callers too.
    expect([200, 401, 403]).toContain(user.rest);

    const service = await fetch(`${stack.apiUrl}/rest/v1/events?select=id&limit=1`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(service.status).toBe(200);
    const anonBuckets = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(anonBuckets.status).toBe(200);
  });

  it('rotates without signing anyone out: standby, promote, revoke', async () => {
    const email = uniqueEmail('rotation');
    await createConfirmedUser(stack.apiUrl, email);
    const before = await signIn(email);
    const oldKid = decodeProtectedHeader(before.session.access_token).kid;

    // 1. A standby key is published before it signs anything.
    const withStandby = await rotateSigningKeys(keyFile, 'standby', { tokenLifetimeSeconds: 3600 });
    const standby = withStandby.keys.find((key) => key.status === 'standby')!;
    await until(async () => (await publishedKids()).includes(standby.kid));
    expect(decodeProtectedHeader((await signIn(email)).session.access_token).kid).toBe(oldKid);

    // 2. Promoted, it signs new sessions; the previous key still verifies what it signed.
    await rotateSigningKeys(keyFile, 'promote', { tokenLifetimeSeconds: 3600 });
    await until(
      async () => decodeProtectedHeader((await signIn(email)).session.access_token).kid === standby.kid,
    );
    const byStandbyKey = await new SignJWT(decodeJwt(before.session.access_token))
      .setProtectedHeader({ alg: 'ES256', kid: standby.kid, typ: 'JWT' })
      .sign(await importJWK(standby.privateJwk!, 'ES256'));
    for (const token of [byStandbyKey, before.session.access_token]) {
      const answers = await statuses(token);
      expect(answers.auth).toBe(200);
      expect(answers.storage).toBe(200);
      expect(answers.functionsRefused).toBe(false);
      const { data, error } = await before.client.auth.getClaims(token);
      expect(error).toBeNull();
      expect(data?.claims.sub).toBe(decodeJwt(before.session.access_token).sub);
    }

    // 3. Revoking early is refused while the old key's tokens may still be valid, unless forced.
    await expect(rotateSigningKeys(keyFile, 'revoke', { tokenLifetimeSeconds: 3600 })).rejects.toThrow(
      /stay valid until/,
    );
    await rotateSigningKeys(keyFile, 'revoke', { tokenLifetimeSeconds: 3600, force: true });
    await until(async () => !(await publishedKids()).includes(oldKid));
    const stored = JSON.parse(await readFile(keyFile, 'utf8')) as SigningKeySet;
    expect(stored.keys.find((key) => key.kid === oldKid)).toEqual(
      expect.not.objectContaining({ privateJwk: expect.anything() }),
    );

    // A token signed by the revoked key is refused everywhere…
    const refused = await statuses(before.session.access_token);
    expect(refused.auth).toBe(403);
    expect(refused.rest).toBe(401);
    expect(refused.storage).toBe(400);
    expect(refused.functionsRefused).toBe(true);
    // (A verifier that cached the JWKS earlier still knows the key for up to ten minutes: hence the wait.)
    const fresh = recordingClient('after-revocation').client;
    expect((await fresh.auth.getClaims(before.session.access_token)).error?.status).toBe(403);
    // …and the token by the promoted key still works.
    expect((await statuses(byStandbyKey)).auth).toBe(200);

    // The session survives: its refresh token renews it with a token of the key in use.
    const { data: refreshed, error } = await before.client.auth.refreshSession();
    expect(error).toBeNull();
    expect(decodeProtectedHeader(refreshed.session!.access_token).kid).toBe(standby.kid);
    const claims = await before.client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe(email);
  });
});
