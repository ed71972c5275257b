import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session is known. */
  loading: boolean;
  /** Tracks the logout, then signs out; sign-out errors are rethrown to the caller. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState>({
  user: null,
  session: null,
  loading: true,
  signOut: async () => undefined,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** Members are the people signed in through LinkedIn (the only member sign-in). */
export function isMember(user: User | null): boolean {
  return user?.app_metadata?.provider === 'linkedin_oidc';
}

/** The name shown for a user: full name, else name, else given name, else the e-mail. */
export function displayName(user: User | null): string {
  const meta = (user?.user_metadata ?? {}) as Record<string, unknown>;
  for (const key of ['full_name', 'name', 'given_name']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return user?.email ?? '';
}

export function avatarUrl(user: User | null): string | null {
  const meta = (user?.user_metadata ?? {}) as Record<string, unknown>;
  for (const key of ['avatar_url', 'picture']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}
