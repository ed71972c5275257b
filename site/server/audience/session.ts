import { GoTrueClient } from '@supabase/auth-js';
import { combineChunks, parseCookieHeader, stringFromBase64URL } from '@supabase/ssr';
import { SESSION_COOKIE } from '../../src/auth/cookie-names.ts';
import { serverSupabaseConfig, internalApiUrl } from '../../src/lib/runtime-config.server.ts';

/**
 * Who is signed in on a request, for audience counting only (the team's own views are left out): the
 * access token in the site's session cookie, verified as the pages verify it (auth getClaims: the auth
 * server's published keys, fetched once and cached; only a legacy shared-secret token asks the auth
 * server). Never refreshes anything and never writes a cookie. Answers are remembered per token for a
 * few minutes, so a signed-in visitor costs one check, not one per page.
 */
const REMEMBER_MS = 5 * 60 * 1000;
const MAX_REMEMBERED = 2000;

let auth: GoTrueClient | null = null;
const remembered = new Map<string, { userId: string | null; until: number }>();

function authClient(): GoTrueClient {
  auth ??= new GoTrueClient({
    url: `${internalApiUrl()}/auth/v1`,
    headers: { apikey: serverSupabaseConfig().anonKey },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  return auth;
}

/** The access token of the site's session cookie (one cookie or its chunks), if any. */
export async function sessionAccessToken(cookieHeader: string | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const cookies = parseCookieHeader(cookieHeader);
  const name = cookies.map((cookie) => SESSION_COOKIE.exec(cookie.name)?.[1]).find(Boolean);
  if (!name) return null;
  const value = await combineChunks(name, (chunk) => cookies.find((cookie) => cookie.name === chunk)?.value);
  if (!value) return null;
  try {
    const json = value.startsWith('base64-') ? stringFromBase64URL(value.slice('base64-'.length)) : value;
    const session = JSON.parse(json) as { access_token?: unknown };
    return typeof session.access_token === 'string' ? session.access_token : null;
  } catch {
    return null;
  }
}

/** The verified user id of the request's session; null when signed out or the token does not verify. */
export async function signedInUserId(cookieHeader: string | undefined): Promise<string | null> {
  const token = await sessionAccessToken(cookieHeader);
  if (!token) return null;
  const now = Date.now();
  const known = remembered.get(token);
  if (known && known.until > now) return known.userId;
  let userId: string | null = null;
  try {
    // An expired token still proves whose browser this is; the page itself refreshes it.
    const { data } = await authClient().getClaims(token, { allowExpired: true });
    userId = typeof data?.claims.sub === 'string' ? data.claims.sub : null;
  } catch {
    userId = null;
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(token, { userId, until: now + REMEMBER_MS });
  return userId;
}
