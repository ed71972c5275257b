import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/database.types';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../shared/env.ts';
import type { AppSupabaseClient } from '../../shared/supabase.ts';
import { adminAuth } from '../auth/authClient.ts';

export { landingHref } from '../auth/authClient.ts';

/**
 * The back-office's data client. It starts no auth client of its own: every request carries the token
 * of the tab's one auth client (the sign-in pages' adminAuth), and `.auth` is that same client, so the
 * data provider, the auth provider, uploads and custom actions share one session and one refresh timer.
 */
function createBackofficeClient(): AppSupabaseClient {
  const client = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
    accessToken: async () => (await adminAuth.getSession()).data.session?.access_token ?? null,
  });
  // With accessToken set, supabase-js leaves `auth` as a stub that throws: the shared client takes its place.
  client.auth = adminAuth;
  return client;
}

export const supabaseClient: AppSupabaseClient = createBackofficeClient();
