import { ADMIN_SESSION_STORAGE_KEY } from '#shared/adminSession.ts';
import { createAppSupabaseClient, type AppSupabaseClient } from '#shared/supabase.ts';
import { publicConfig } from './public-api.ts';

let client: AppSupabaseClient | null = null;

/**
 * A client on the admin panel's own session storage, so the preview of a draft reads with the admin's
 * session and never touches a member's LinkedIn session. Created on first use: only the preview needs it.
 */
export function adminSupabase(): AppSupabaseClient {
  const config = publicConfig();
  client ??= createAppSupabaseClient(
    { auth: { storageKey: ADMIN_SESSION_STORAGE_KEY } },
    config.supabaseUrl,
    config.supabaseAnonKey,
  );
  return client;
}
