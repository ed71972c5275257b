import { AUTH_PATHS } from './adminAuthPaths.ts';

/**
 * E-mailed auth links (recovery, invite, sign-up confirmation) as token-hash links to the site's own
 * server, which verifies them (verifyOtp with token_hash, Supabase's way for server-rendered apps): they
 * work in whatever browser or device opens them, unlike PKCE links tied to the browser that asked.
 * The e-mail templates (supabase/templates) write the same address.
 */
export const AUTH_CONFIRM_PATH = '/auth/confirm';

export const CONFIRM_TYPES = ['recovery', 'invite', 'signup'] as const;
export type ConfirmType = (typeof CONFIRM_TYPES)[number];

export const isConfirmType = (value: unknown): value is ConfirmType =>
  (CONFIRM_TYPES as readonly unknown[]).includes(value);

/** The back-office page each kind of link ends on (it asks for a password, or says the address is confirmed). */
export const CONFIRM_LANDINGS: Record<ConfirmType, string> = {
  recovery: AUTH_PATHS.recovery,
  invite: AUTH_PATHS.invite,
  signup: AUTH_PATHS.emailConfirmed,
};

/** The link to mail or print: the site's address, the token's hash and what it is for. */
export function authConfirmLink(siteUrl: string, tokenHash: string, type: ConfirmType): string {
  const url = new URL(AUTH_CONFIRM_PATH, siteUrl);
  url.searchParams.set('token_hash', tokenHash);
  url.searchParams.set('type', type);
  return url.toString();
}
