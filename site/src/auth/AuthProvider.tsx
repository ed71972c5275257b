import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '../lib/toast-context.ts';
import { AuthContext, type AuthState, type SiteUser } from './auth-context.ts';
import type { AuthFlash } from './flow.server.ts';

/**
 * The member's state as the server rendered it (root loader): no client-side session, so the first
 * paint already shows the member. Sign-out goes through the server, then the pages reload their data.
 */
export function AuthProvider({
  user,
  authFlash,
  children,
}: {
  user: SiteUser | null;
  /** What the server has to tell on this page (a failed sign-in, a sign-out): shown once as a toast. */
  authFlash: AuthFlash | null;
  children: ReactNode;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const shownFlash = useRef<string | null>(null);
  const flashTitle = authFlash?.title;
  const flashMessage = authFlash?.message;
  const flashTone = authFlash?.tone;

  useEffect(() => {
    if (!flashTitle) return;
    const key = `${flashTitle}\n${flashMessage}`;
    if (shownFlash.current === key) return;
    shownFlash.current = key;
    toast({
      title: flashTitle,
      description: flashMessage || undefined,
      variant: flashTone === 'error' ? 'destructive' : undefined,
    });
  }, [flashTitle, flashMessage, flashTone, toast]);

  const { revalidate } = revalidator;
  const signOut = useCallback(async () => {
    const response = await fetch('/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new Error(body.error ?? `Falha ao sair (${response.status})`);
    }
    await revalidate();
  }, [revalidate]);

  const value = useMemo<AuthState>(() => ({ user, signOut }), [user, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
