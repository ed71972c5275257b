import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '#shared/database.types.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { SignJWT } from 'jose';

export type TestClient = SupabaseClient<Database>;

/** supabase-js on Node 20 needs a WebSocket implementation for realtime, even when unused. */
export function createTestClient(apiUrl: string, key: string, accessToken?: string): TestClient {
  return createClient<Database>(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  });
}

export const anonClient = (apiUrl: string) => createTestClient(apiUrl, LOCAL_ANON_KEY);
export const serviceClient = (apiUrl: string) => createTestClient(apiUrl, LOCAL_SERVICE_ROLE_KEY);

/** A user JWT signed with the local secret, shaped like the auth service's tokens. */
export async function signUserJwt(userId: string, email: string, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'linkedin_oidc', providers: ['linkedin_oidc'] },
    user_metadata: {},
    aal: 'aal1',
    amr: [{ method: 'oauth', timestamp: now }],
    session_id: crypto.randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

export const clientAs = (apiUrl: string, jwt: string) => createTestClient(apiUrl, LOCAL_ANON_KEY, jwt);
