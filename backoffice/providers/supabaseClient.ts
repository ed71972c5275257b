import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '#shared/database.types.ts';
import { SUPABASE_URL } from '#shared/env.ts';
import { adminAuth } from '../auth/authClient.ts';
import { authFetch } from './authFetch.ts';

/**
 * What the back-office uses of a Supabase client: the table API, edge functions and the tab's auth
 * client. Files go through uploads/storageClient.ts, loaded only by the screens that store them.
 */
export interface BackofficeClient {
  auth: typeof adminAuth;
  from: PostgrestClient<Database>['from'];
  rpc: PostgrestClient<Database>['rpc'];
  functions: FunctionsClient;
}

/**
 * The back-office's data client, built from supabase-js's own parts rather than createClient, which
 * always bundles the realtime and storage clients (a third of a screen's first load, used by none).
 * Every request carries the token of the tab's one auth client (the sign-in pages' adminAuth), so the
 * data provider, the auth provider, uploads and custom actions share one session and one refresh timer.
 */
function createBackofficeClient(): BackofficeClient {
  const base = SUPABASE_URL.replace(/\/+$/, '');
  const rest = new PostgrestClient<Database>(`${base}/rest/v1`, { fetch: authFetch });
  return {
    auth: adminAuth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    functions: new FunctionsClient(`${base}/functions/v1`, { customFetch: authFetch }),
  };
}

export const supabaseClient: BackofficeClient = createBackofficeClient();
