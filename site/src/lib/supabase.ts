import { createAppSupabaseClient } from '../../../shared/supabase';
import { readOAuthCallback } from '../auth/oauthCallback';

/**
 * Read before the client exists: creating it starts the PKCE code exchange, which strips the
 * callback parameters from the address.
 */
export const oauthCallbackAtLoad = readOAuthCallback(window.location.href);

export const supabase = createAppSupabaseClient();
