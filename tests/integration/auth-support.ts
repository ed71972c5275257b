import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { Database } from '#shared/database.types.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { createTestClient, type TestClient } from '../helpers/supabase.ts';

export const PASSWORD = 'Senha-forte-123';

/** A unique address per test so tests never share accounts. */
export const uniqueEmail = (label: string): string => `${label}-${randomUUID().slice(0, 8)}@example.com.br`;

export const anon = (apiUrl: string): TestClient => createTestClient(apiUrl, LOCAL_ANON_KEY);
export const admin = (apiUrl: string): TestClient => createTestClient(apiUrl, LOCAL_SERVICE_ROLE_KEY);

/** Creates a confirmed e-mail user through the admin API with the service role key. */
export async function createConfirmedUser(
  apiUrl: string,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const { data, error } = await admin(apiUrl).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Pessoa de Teste' },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user.id;
}

/** Runs one statement as the superuser (test set-up that the API deliberately does not offer). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  dbUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A POST to the auth API the way auth-js sends it, for protocol details the client hides. */
export async function authPost(
  apiUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: res.headers,
  };
}

/** A PKCE client with its own in-memory storage (where auth-js keeps the code verifier). */
export function pkceClient(apiUrl: string): TestClient {
  const storage = new Map<string, string>();
  return createClient<Database>(apiUrl, LOCAL_ANON_KEY, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * Follows a browser's redirects from the authorize URL through the LinkedIn stand-in, keeping its
 * cookies, until the auth service sends the browser back to the app (anything outside apiUrl and
 * the stand-in). `choose` picks what to do on the persona page.
 */
export async function walkLinkedinFlow(
  authorizeUrl: string,
  apiUrl: string,
  linkedinUrl: string,
  choose: { persona: string } | 'cancel',
): Promise<URL> {
  const cookies = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (url.startsWith(linkedinUrl) && cookies.size) {
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (url.startsWith(linkedinUrl)) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    }
    return res;
  };
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop += 1) {
    if (!url.startsWith(apiUrl) && !url.startsWith(linkedinUrl)) return new URL(url);
    const res = await visit(url);
    if (res.status === 200 && url.includes('/interaction/')) {
      const html = await res.text();
      if (choose === 'cancel') {
        const href = /href="(\/interaction\/[^"]+\/abort)"/.exec(html)?.[1];
        if (!href) throw new Error('no cancel link on the persona page');
        url = new URL(href, url).toString();
        continue;
      }
      const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
      if (!action) throw new Error('no persona form on the page');
      const posted = await visit(new URL(action, url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sub: choose.persona }),
      });
      url = new URL(posted.headers.get('location')!, url).toString();
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`unexpected ${res.status} at ${url}: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
