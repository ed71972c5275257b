import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { passwordMatches } from '#supabase/local/auth/password.ts';
import { isRedirectAllowed } from '#supabase/local/auth/redirects.ts';
import { loadStackConfig } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '#supabase/local/keys.ts';
import { createTestAccount } from '../helpers/db.ts';
import { removeStoredObjects } from '../helpers/storage.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
let admin: { id: string; jwt: string };

beforeAll(async () => {
  await db.connect();
  admin = await createTestAccount(db, { admin: true, label: 'secsvc' });
});

afterAll(async () => {
  await removeStoredObjects(db, apiUrl, `sec-${run}/%`);
  await db.query('delete from auth.users where id = $1', [admin.id]);
  await db.end();
});

describe('password sign-in does not reveal which addresses exist', () => {
  it('runs bcrypt even when there is no account or no password', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      expect(await passwordMatches('qualquer-senha', null)).toBe(false);
      expect(await passwordMatches('qualquer-senha', '')).toBe(false);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
    }
  });

  it('still accepts the right password and refuses a wrong one', async () => {
    const hash = await bcrypt.hash('senha-certa', 4);
    expect(await passwordMatches('senha-certa', hash)).toBe(true);
    expect(await passwordMatches('senha-errada', hash)).toBe(false);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const email = `secsvc-${run}@example.test`;
    const signUp = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${await serviceJwt()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'senha-certa-123', email_confirm: true }),
    });
    expect(signUp.status).toBe(200);
    const { id } = (await signUp.json()) as { id: string };
    try {
      const attempt = async (address: string) => {
        const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: address, password: 'senha-errada' }),
        });
        return { status: response.status, body: await response.text() };
      };
      expect(await attempt(`ninguem-${run}@example.test`)).toEqual(await attempt(email));
    } finally {
      await db.query('delete from auth.users where id = $1', [id]);
    }
  });
});

async function serviceJwt(): Promise<string> {
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

/** An unsigned token (`alg: none`) claiming whatever it likes. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('JWT checks across the services', () => {
  const forged = unsignedJwt({ sub: randomUUID(), role: 'service_role', exp: 4102444800 });

  it('PostgREST, auth admin, storage and functions refuse alg=none', async () => {
    const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${forged}` };
    expect((await fetch(`${apiUrl}/rest/v1/members?select=id`, { headers })).status).toBe(401);
    expect((await fetch(`${apiUrl}/auth/v1/admin/users`, { headers })).status).toBe(403);
    expect((await fetch(`${apiUrl}/storage/v1/bucket`, { headers })).status).toBe(400);
    const fn = await fetch(`${apiUrl}/functions/v1/spotify-episodes`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(fn.status).toBe(401);
  });

  it('GET /user refuses a valid signature without sub', async () => {
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const response = await fetch(`${apiUrl}/auth/v1/user`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });

  it('the admin API refuses a signed-in user token', async () => {
    const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${admin.jwt}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('redirect_to allow list', () => {
  const config = loadStackConfig({});

  it.each([
    '//evil.com',
    'http://localhost:5173.evil.com/',
    'http://localhost:5173@evil.com/',
    'http://localhost:5173%40evil.com/',
    'http://evil.com\\@localhost:5173/',
    'http://evil.com/http://localhost:5173/',
    'javascript:alert(1)//localhost:5173/',
    'http://localhost%2eevil.com/',
  ])('refuses %s', (candidate) => {
    expect(isRedirectAllowed(config, candidate)).toBe(false);
  });

  it.each(['http://localhost:5173/auth/callback', 'http://127.0.0.1:5173/admin/'])(
    'allows %s',
    (candidate) => {
      expect(isRedirectAllowed(config, candidate)).toBe(true);
    },
  );
});

describe('storage object names and served types', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const upload = (name: string, type = 'image/png', body: Uint8Array<ArrayBuffer> | string = png) =>
    fetch(`${apiUrl}/storage/v1/object/ambassador-photos/${name}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${admin.jwt}`, 'Content-Type': type },
      body,
    });

  it.each([
    ['a NUL byte', `sec-${run}/a%00b.png`],
    ['CR/LF', `sec-${run}/a%0d%0aSet-Cookie:x.png`],
    ['another control character', `sec-${run}/a%01.png`],
    ['a backslash', `sec-${run}/a%5c..%5c..%5cx.png`],
    ['an encoded ../', `sec-${run}/%2e%2e%2f%2e%2e%2fx.png`],
  ])('refuses a key with %s as InvalidKey (no 500, no row)', async (_label, name) => {
    const response = await upload(name);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    const { rows } = await db.query(
      `select name from storage.objects where bucket_id = 'ambassador-photos' and name like $1
         and name !~ '^[A-Za-z0-9/._-]+$'`,
      [`sec-${run}/%`],
    );
    expect(rows).toEqual([]);
  });

  it('refuses SVG and HTML uploads in the image buckets', async () => {
    const svg = await upload(`sec-${run}/x.svg`, 'image/svg+xml', '<svg onload="alert(1)"/>');
    expect(await svg.json()).toMatchObject({ statusCode: '415' });
    const html = await upload(`sec-${run}/x.html`, 'text/html', '<script>alert(1)</script>');
    expect(await html.json()).toMatchObject({ statusCode: '415' });
  });

  it('serves public objects with nosniff, so HTML bytes declared as an image never run', async () => {
    const name = `sec-${run}/disfarce.png`;
    expect((await upload(name, 'image/png', '<html><script>alert(1)</script></html>')).status).toBe(200);
    const response = await fetch(`${apiUrl}/storage/v1/object/public/ambassador-photos/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });
});
