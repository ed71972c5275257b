import type { Session } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase';

/**
 * The OAuth code exchange starts when the client is created and can finish before the server-rendered
 * page has hydrated, i.e. before AuthProvider subscribes: its SIGNED_IN is kept here until then.
 */
let early: Session | null = null;
let taken = false;

if (typeof window !== 'undefined') {
  supabase.auth.onAuthStateChange((event, session) => {
    if (!taken && event === 'SIGNED_IN' && session) early = session;
    if (event === 'SIGNED_OUT') early = null;
  });
}

/** The SIGNED_IN announced before the provider subscribed, once; later events reach the provider itself. */
export function takeEarlySignIn(): Session | null {
  taken = true;
  const session = early;
  early = null;
  return session;
}
