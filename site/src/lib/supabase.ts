import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../../shared/env';
import { createAppSupabaseClient, type AppSupabaseClient } from '../../../shared/supabase';
import { readOAuthCallback, type OAuthCallbackInfo } from '../auth/oauthCallback';

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

const inBrowser = typeof window !== 'undefined';

/**
 * Read before the client exists: creating it starts the PKCE code exchange, which strips the
 * callback parameters from the address.
 */
export const oauthCallbackAtLoad: OAuthCallbackInfo = inBrowser
  ? readOAuthCallback(window.location.href)
  : { isCallback: false, errorMessage: null };

function browserClient(): AppSupabaseClient {
  const config = window.__ELO_CONFIG__;
  return createAppSupabaseClient(
    {},
    config?.supabaseUrl ?? SUPABASE_URL,
    config?.supabaseAnonKey ?? SUPABASE_ANON_KEY,
  );
}

/**
 * The browser's client (sessions, sign-in, functions, the newsletter). It only exists in the browser:
 * server code reads through data/reads.server.ts and never touches it.
 */
export const supabase: AppSupabaseClient = inBrowser
  ? browserClient()
  : (null as unknown as AppSupabaseClient);
