/**
 * The names of Supabase's auth cookies on this site (@supabase/ssr): the session,
 * `sb-<project>-auth-token`, split into `.0`, `.1`, … when it is long, and the PKCE verifier of a
 * sign-in under way, `sb-<project>-auth-token-code-verifier`.
 */

/** Any Supabase auth cookie: a session (whole or a chunk) or a pending sign-in. */
export const AUTH_COOKIE = /^sb-.+-auth-token/;

/** A session cookie, whole or one of its chunks; the first group is the session's name. */
export const SESSION_COOKIE = /^(sb-.+-auth-token)(\.\d+)?$/;

/** The verifier of a sign-in started in this browser and not finished yet. */
export const CODE_VERIFIER_COOKIE = /^sb-.+-auth-token-code-verifier$/;
