import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { createTestAccount } from '../helpers/db.ts';
import { anonClient, clientAs, signUserJwt, type TestClient } from '../helpers/supabase.ts';

// The shared stack runs with no Spotify credentials and no Udemy source configured.
const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
let adminId: string;
let admin: TestClient;

async function errorBody(error: unknown): Promise<Record<string, unknown>> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return (await (error as FunctionsHttpError).context.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  await db.connect();
  const account = await createTestAccount(db, { admin: true, label: 'functions' });
  adminId = account.id;
  admin = clientAs(apiUrl, account.jwt);
});

afterAll(async () => {
  await db.query('delete from auth.users where id = $1', [adminId]);
  await db.end();
});

describe('functions runtime', () => {
  it('refuses a request without Authorization like the CLI runtime (verify_jwt)', async () => {
    const response = await fetch(`${apiUrl}/functions/v1/spotify-episodes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ showId: '4rOoJ6Egrf8K2IrywzwOMk' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('refuses a bad or expired JWT with Invalid JWT', async () => {
    const expired = await signUserJwt(randomUUID(), 'old@example.test', -60);
    for (const token of ['not-a-jwt', expired]) {
      const response = await fetch(`${apiUrl}/functions/v1/spotify-episodes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, apikey: LOCAL_ANON_KEY },
        body: '{}',
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
    }
  });

  it('answers 404 "Function not found" for an unknown function', async () => {
    const { error } = await anonClient(apiUrl).functions.invoke('no-such-function', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Function not found');
  });

  it('answers a browser preflight from another origin', async () => {
    const response = await fetch(`${apiUrl}/functions/v1/spotify-episodes`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(allowed).toContain(header);
    }
  });

  it('turns a non-2xx answer into FunctionsHttpError with a readable JSON body', async () => {
    const { data, error } = await anonClient(apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: 'not a show id' },
    });
    expect(data).toBeNull();
    expect(await errorBody(error)).toMatchObject({ code: 'invalid_show_id' });
    expect((error as FunctionsHttpError).context.status).toBe(400);
  });

  it('spotify-episodes without credentials answers a clear pt-BR error', async () => {
    const { error } = await anonClient(apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: '4rOoJ6Egrf8K2IrywzwOMk' },
    });
    const body = await errorBody(error);
    expect((error as FunctionsHttpError).context.status).toBe(503);
    expect(body).toMatchObject({
      code: 'spotify_not_configured',
      error: 'As credenciais do Spotify não estão configuradas (SPOTIFY_CLIENT_ID e SPOTIFY_CLIENT_SECRET).',
    });
    expect((error as FunctionsHttpError).context.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('fetch-courses for Udemy without a configured source fails clearly and writes nothing', async () => {
    const before = await db.query(
      `select count(*)::int as n from public.courses where source_platform = 'Udemy'`,
    );
    const { data, error } = await admin.functions.invoke('fetch-courses', {
      body: { platform: 'Udemy', category: 'customer-experience', count: 10 },
    });
    expect(data).toBeNull();
    const body = await errorBody(error);
    expect(body.code).toBe('udemy_source_not_configured');
    expect(String(body.error)).toMatch(/^A API pública de afiliados da Udemy foi descontinuada/);
    const after = await db.query(
      `select count(*)::int as n from public.courses where source_platform = 'Udemy'`,
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('fetch-courses rejects an unknown platform', async () => {
    const { error } = await admin.functions.invoke('fetch-courses', { body: { platform: 'Alura' } });
    expect(await errorBody(error)).toMatchObject({ code: 'invalid_platform' });
  });
});
