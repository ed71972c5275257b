import { createContext, useContext } from 'react';

/** The signed-in user as the server hands it to the page (see session.server.ts): no tokens. */
export interface SiteUser {
  id: string;
  email: string | null;
  user_metadata: Record<string, unknown>;
  app_metadata: { provider: string | null };
}

export interface AuthState {
  /** Known from the first byte: the server reads the session from the request's cookies. */
  user: SiteUser | null;
  /** Tracks the logout, then signs out; sign-out errors are rethrown to the caller. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState>({
  user: null,
  signOut: async () => undefined,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** Members are the people signed in through LinkedIn (the only member sign-in). */
export function isMember(user: SiteUser | null): boolean {
  return user?.app_metadata.provider === 'linkedin_oidc';
}

/** The name shown for a user: full name, else name, else given name, else the e-mail. */
export function displayName(user: SiteUser | null): string {
  const meta = user?.user_metadata ?? {};
  for (const key of ['full_name', 'name', 'given_name']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return user?.email ?? '';
}

export function avatarUrl(user: SiteUser | null): string | null {
  const meta = user?.user_metadata ?? {};
  for (const key of ['avatar_url', 'picture']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}
