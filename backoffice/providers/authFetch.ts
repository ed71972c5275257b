import { SUPABASE_ANON_KEY } from '#shared/env.ts';
import { adminAuth } from '../auth/authClient.ts';

/** The signed-in admin's access token, refreshed by the tab's one auth client; null when signed out. */
export async function accessToken(): Promise<string | null> {
  return (await adminAuth.getSession()).data.session?.access_token ?? null;
}

/**
 * fetch() with the headers supabase-js adds to every API call: the project key, and the admin's token
 * as the bearer (the key itself when signed out, unless it is a new-format key, which is never a bearer).
 * Headers a caller set are kept.
 */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', SUPABASE_ANON_KEY);
  if (!headers.has('Authorization')) {
    const bearer = (await accessToken()) ?? (SUPABASE_ANON_KEY.startsWith('sb_') ? null : SUPABASE_ANON_KEY);
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  }
  return fetch(input, { ...init, headers });
}
