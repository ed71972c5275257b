import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { oauthCallbackAtLoad, supabase } from '../lib/supabase';
import { useToast } from '../ui/toast-context';
import { AuthContext, type AuthState } from './auth-context';
import { takeEarlySignIn } from './earlySignIn';
import { loginTrackingArgs, rememberTracked, shouldTrackLogin, wasTracked } from './loginTracking';

/** Spec §4: the stored session is read after 500 ms; initialization completes about 1 s later. */
const READ_SESSION_DELAY_MS = 500;
const INITIALIZATION_DELAY_MS = 1000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const initialized = useRef(false);
  const signedOut = useRef(false);
  /**
   * supabase-js announces the SIGNED_IN of an OAuth callback as soon as the code exchange ends, often
   * before initialization completes; it is held here and judged once initialization is complete.
   */
  const heldSignIn = useRef<Session | null>(null);

  const trackLogin = useCallback((signedIn: Session) => {
    const token = signedIn.access_token;
    const decision = shouldTrackLogin({
      event: 'SIGNED_IN',
      initialized: initialized.current,
      oauthCallback: oauthCallbackAtLoad.isCallback,
      signedOut: signedOut.current,
      accessToken: token,
      alreadyTracked: wasTracked(window.sessionStorage, token),
    });
    if (!decision) return;
    rememberTracked(window.sessionStorage, token);
    void supabase.rpc('track_user_login_with_profile', loginTrackingArgs(signedIn.user)).then(({ error }) => {
      if (error) console.error('Login tracking failed:', error.message);
    });
  }, []);

  useEffect(() => {
    if (oauthCallbackAtLoad.errorMessage) {
      toast({
        title: 'Falha no login',
        description: oauthCallbackAtLoad.errorMessage,
        variant: 'destructive',
      });
    }
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      if (event === 'SIGNED_OUT') heldSignIn.current = null;
      if (event === 'SIGNED_IN' && next) {
        if (initialized.current) {
          // Supabase calls must not run inside this callback (it holds the auth lock).
          window.setTimeout(() => trackLogin(next), 0);
        } else {
          heldSignIn.current = next;
        }
      }
    });
    const early = takeEarlySignIn();
    if (early && !heldSignIn.current) heldSignIn.current = early;

    let initTimer = 0;
    const readTimer = window.setTimeout(async () => {
      const { data: stored } = await supabase.auth.getSession();
      setSession(stored.session);
      setLoading(false);
      initTimer = window.setTimeout(() => {
        initialized.current = true;
        const held = heldSignIn.current;
        heldSignIn.current = null;
        if (held) trackLogin(held);
      }, INITIALIZATION_DELAY_MS);
    }, READ_SESSION_DELAY_MS);

    return () => {
      data.subscription.unsubscribe();
      window.clearTimeout(readTimer);
      window.clearTimeout(initTimer);
    };
  }, [toast, trackLogin]);

  const signOut = useCallback(async () => {
    signedOut.current = true;
    const { error: trackError } = await supabase.rpc('track_user_logout');
    if (trackError) console.error('Logout tracking failed:', trackError.message);
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
    setSession(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ session, user: session?.user ?? null, loading, signOut }),
    [session, loading, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
