import { createAppSupabaseClient, type AppSupabaseClient } from '../../shared/supabase.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../shared/adminSession.ts';

/**
 * The back-office's only Supabase client. The data provider, the auth provider, uploads and custom
 * actions all share it, so there is one session (one GoTrueClient) for the whole admin.
 */
export const supabaseClient: AppSupabaseClient = createAppSupabaseClient({
  // A storage key of its own keeps the admin session apart from a member session of the public site.
  auth: { storageKey: ADMIN_SESSION_STORAGE_KEY },
});
