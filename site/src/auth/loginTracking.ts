import type { AuthChangeEvent, User } from '@supabase/supabase-js';
import type { Json } from '../../../shared/database.types';

/** Everything the login-tracking decision depends on (spec §4). */
export interface LoginTrackingState {
  event: AuthChangeEvent;
  /** The provider finished its start-up (about 1 s after the initial session was read). */
  initialized: boolean;
  /** The page was opened by an OAuth callback (captured before supabase-js cleaned the address). */
  oauthCallback: boolean;
  /** The member signed out in this page; nothing is tracked after that. */
  signedOut: boolean;
  accessToken: string | null | undefined;
  /** This access token was already tracked (remembered for the browser tab). */
  alreadyTracked: boolean;
}

/**
 * A login is counted once per OAuth sign-in: a SIGNED_IN after initialization that follows an OAuth
 * callback and was not tracked for that token. Restored sessions (INITIAL_SESSION, or the SIGNED_IN
 * supabase-js emits while restoring from storage without a callback) and TOKEN_REFRESHED never count.
 */
export function shouldTrackLogin(state: LoginTrackingState): boolean {
  return (
    state.event === 'SIGNED_IN' &&
    state.initialized &&
    state.oauthCallback &&
    !state.signedOut &&
    Boolean(state.accessToken) &&
    !state.alreadyTracked
  );
}

/** Arguments of rpc('track_user_login_with_profile'), taken from the signed-in user. */
export function loginTrackingArgs(user: User) {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  const identity = user.identities?.find((item) => item.provider === user.app_metadata?.provider);
  const identityData = (identity?.identity_data ?? {}) as Record<string, unknown>;
  return {
    provider_name: text(user.app_metadata?.provider) ?? 'linkedin_oidc',
    linkedin_id: text(identityData.sub) ?? text(meta.sub) ?? text(meta.provider_id) ?? '',
    full_name: text(meta.full_name) ?? text(meta.name) ?? text(meta.given_name) ?? '',
    email: user.email ?? text(meta.email) ?? '',
    avatar_url: text(meta.avatar_url) ?? text(meta.picture) ?? '',
    profile_data: meta as Json,
  };
}

/** Tokens are remembered by their signature's tail: enough to tell them apart, useless to replay. */
export function tokenFingerprint(accessToken: string): string {
  return accessToken.slice(-32);
}

const TRACKED_KEY = 'elocx.trackedLogins';

export function wasTracked(storage: Storage, accessToken: string): boolean {
  return readTracked(storage).includes(tokenFingerprint(accessToken));
}

export function rememberTracked(storage: Storage, accessToken: string): void {
  const list = readTracked(storage).slice(-9);
  list.push(tokenFingerprint(accessToken));
  storage.setItem(TRACKED_KEY, JSON.stringify(list));
}

function readTracked(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
