import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '../ui/toast-context';
import { AuthContext, type AuthState, type SiteUser } from './auth-context';
import type { LoginError } from './flow.server';

/**
 * The member's state as the server rendered it (root loader): no client-side session, so the first
 * paint already shows the member. Sign-out goes through the server, then the pages reload their data.
 */
export function AuthProvider({
  user,
  loginError,
  children,
}: {
  user: SiteUser | null;
  /** A failed sign-in the server reported for this page (shown once, with its spec title). */
  loginError: LoginError | null;
  children: ReactNode;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const shownError = useRef<string | null>(null);
  const errorTitle = loginError?.title;
  const errorMessage = loginError?.message;

  useEffect(() => {
    if (!errorTitle || !errorMessage) return;
    const key = `${errorTitle}\n${errorMessage}`;
    if (shownError.current === key) return;
    shownError.current = key;
    toast({ title: errorTitle, description: errorMessage, variant: 'destructive' });
  }, [errorTitle, errorMessage, toast]);

  const { revalidate } = revalidator;
  const signOut = useCallback(async () => {
    const response = await fetch('/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new Error(body.error ?? `Falha ao sair (${response.status})`);
    }
    await revalidate();
  }, [revalidate]);

  const value = useMemo<AuthState>(() => ({ user, signOut }), [user, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
