import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './env.ts';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * The one way both apps create their Supabase client: PKCE flow, session kept in localStorage,
 * auto refresh, as the spec's session rules ask.
 */
export function createAppSupabaseClient(
  options: SupabaseClientOptions<'public'> = {},
  url: string = SUPABASE_URL,
  key: string = SUPABASE_ANON_KEY,
): AppSupabaseClient {
  return createClient<Database>(url, key, {
    ...options,
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...options.auth,
    },
  });
}
