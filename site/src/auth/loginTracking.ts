import type { User } from '@supabase/supabase-js';
import type { Json } from '#shared/database.types.ts';

/**
 * Arguments of rpc('track_user_login_with_profile'), taken from the signed-in user's LinkedIn profile. The
 * call itself is made once per LinkedIn sign-in, by the server's callback route.
 */
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
