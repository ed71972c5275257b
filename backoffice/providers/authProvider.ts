import type { User } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAuthProvider } from 'ra-supabase-core';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { clearAdminRoleCache, isAdminCached } from '../auth/adminRole.ts';
import { needsSecondFactor } from '../auth/mfa.ts';
import { classifyDataError } from './authErrors.ts';
import { supabaseClient, type BackofficeClient } from './supabaseClient.ts';

/** The admin sign-in page, a route of the whole app (outside react-admin's /admin basename). */
export const ADMIN_AUTH_PATH = '/admin-auth';

/**
 * The sign-in page as an absolute URL: react-admin does a full page load for absolute redirects,
 * which is what leaving its basename needs (a relative one would land on /admin/admin-auth).
 */
export const adminAuthUrl = (): string => `${window.location.origin}${ADMIN_AUTH_PATH}`;

function identityOf(user: User): UserIdentity {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [meta.full_name, meta.name].find((v): v is string => typeof v === 'string' && v !== '');
  const avatar = [meta.avatar_url, meta.picture].find((v): v is string => typeof v === 'string' && v !== '');
  return { id: user.id, fullName: name ?? user.email ?? '', avatar };
}

/**
 * ra-supabase's auth provider with the back-office's rules: being signed in is not enough, the user
 * must hold the admin role (checked once per user id); only session errors log out.
 */
export function buildAuthProvider(client: Pick<BackofficeClient, 'auth'> = supabaseClient) {
  // ra-supabase's auth provider only ever reads the client's `.auth` (typed as a whole client).
  const base = supabaseAuthProvider(client as unknown as SupabaseClient, {
    getIdentity: async (user) => identityOf(user),
  });
  const authProvider: AuthProvider = {
    ...base,
    async checkAuth() {
      const { data } = await client.auth.getSession();
      const user = data.session?.user;
      // message:false — the sign-in page speaks for itself, no "please sign in" toast.
      if (!user) throw { message: false, redirectTo: adminAuthUrl() };
      // A password-only session of an account with two-factor sign-in: the code is asked at /admin-auth.
      if (await needsSecondFactor(client.auth)) throw { message: false, redirectTo: adminAuthUrl() };
      let admin = false;
      try {
        admin = await isAdminCached(user.id);
      } catch {
        admin = false;
      }
      if (!admin) throw { message: false, redirectTo: adminAuthUrl() };
    },
    async checkError(error: unknown) {
      // Only a session problem ends the session. A refusal (RLS / privilege 403) must resolve: when
      // checkError rejects, even with logoutUser:false, react-admin swallows the error and hands the
      // caller an empty success ("missing id"); resolving lets the caller's onError show the message.
      if (classifyDataError(error) === 'logout') {
        clearAdminRoleCache();
        throw error;
      }
    },
    async logout() {
      clearAdminRoleCache();
      const { error } = await client.auth.signOut();
      if (error) throw error;
      return adminAuthUrl();
    },
    async getIdentity() {
      const { data, error } = await client.auth.getUser();
      if (error || !data.user) throw error ?? new Error('Usuário não autenticado');
      return identityOf(data.user);
    },
    // The admin gate lives at /admin-auth, not inside react-admin.
    async getPermissions() {
      return undefined;
    },
  };
  return Object.assign(authProvider, {
    /** Forgets role answers (after sign-in, sign-out or a role change). */
    clearRoleCache: clearAdminRoleCache,
  });
}

export const authProvider = buildAuthProvider();
