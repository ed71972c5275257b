import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';

/** What the server tells the browser about its Supabase (see root.tsx), so one build fits any backend. */
export interface PublicRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

declare global {
  interface Window {
    __ELO_CONFIG__?: PublicRuntimeConfig;
  }
}

/**
 * The browser talks to Supabase only as a visitor (anon key): pages read on the server and the
 * member's session stays in server cookies, so no auth, realtime or storage client is shipped.
 */
export function publicConfig(): PublicRuntimeConfig {
  return window.__ELO_CONFIG__ ?? { supabaseUrl: SUPABASE_URL, supabaseAnonKey: SUPABASE_ANON_KEY };
}

/** As supabase-js sends them: a new-format key (sb_publishable_…) is never a Bearer token. */
function anonHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}

/** POST to an edge function as a visitor; a non-2xx answer or a network failure throws. */
export async function invokePublicFunction<T>(name: string, body: unknown): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = publicConfig();
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { ...anonHeaders(supabaseAnonKey), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`A função ${name} respondeu ${response.status}.`);
  return (await response.json()) as T;
}

/**
 * POST to an edge function as a visitor, with its error body (e.g. `{ code }`) on a non-2xx answer
 * instead of throwing; a network failure still throws.
 */
export async function callPublicFunction(
  name: string,
  body: unknown,
): Promise<{ error: { code?: string } | null }> {
  const { supabaseUrl, supabaseAnonKey } = publicConfig();
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { ...anonHeaders(supabaseAnonKey), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { error: null };
  const error = (await response.json().catch(() => ({}))) as { code?: string };
  return { error: typeof error === 'object' && error !== null ? error : {} };
}
