import { ADMIN_SESSION_STORAGE_KEY } from '../../../shared/adminSession';
import { createAppSupabaseClient, type AppSupabaseClient } from '../../../shared/supabase';
import { publicConfig } from './public-api';

let client: AppSupabaseClient | null = null;

/**
 * A client on the admin panel's own session storage, so signing in at /admin-login opens the panel
 * already signed in and never touches a member's LinkedIn session. Created on first use: only the
 * /admin-login page needs it.
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

/** Whether the user holds the 'admin' role (the database answers for the caller). */
export async function isAdmin(userId: string): Promise<boolean> {
  const { data, error } = await adminSupabase().rpc('has_role', { _user_id: userId, _role: 'admin' });
  if (error) throw error;
  return data === true;
}
