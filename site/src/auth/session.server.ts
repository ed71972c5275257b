import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import type { JwtPayload } from '@supabase/supabase-js';
import type { Database } from '#shared/database.types.ts';
import type { AppSupabaseClient } from '#shared/supabase.ts';
import { serverFetch, serverSupabaseConfig } from '../lib/runtime-config.server.ts';
import { secureCookies } from './flow.server.ts';
import type { SiteUser } from './auth-context.ts';
import { AUTH_COOKIE, CODE_VERIFIER_COOKIE } from './cookie-names.ts';
import { sessionClaims } from './verifiedClaims.server.ts';

/**
 * The member's session lives in cookies (Supabase's server-side rendering convention): the server
 * reads it on every request, refreshes it when due and writes the new cookies on the response, so a
 * page is rendered for the member from its first byte. The browser never handles the tokens: the
 * cookies are HttpOnly and every auth step (sign-in start, code exchange, sign-out) runs here.
 */
export interface RequestSupabase {
  supabase: AppSupabaseClient;
  /** Set-Cookie (and the no-store cache headers that go with them) for the response. */
  headers: Headers;
}

/** Responses that depend on the member's cookies are never kept by shared caches. */
export const PRIVATE_CACHE = 'private, no-store';

/**
 * The server never opens realtime channels, but supabase-js builds its realtime client eagerly and
 * Node 20 has no global WebSocket: this stand-in satisfies the constructor and refuses any use.
 */
class NoRealtimeOnServer {
  constructor() {
    throw new Error('Realtime is not used on the server.');
  }
}

/**
 * One client per request, however many loaders ask: the session is read from the cookies (and
 * refreshed when due) once, the reads share it, and every cookie it writes lands on one set of headers.
 */
const clients = new WeakMap<Request, RequestSupabase>();

export function createRequestSupabase(request: Request): RequestSupabase {
  let client = clients.get(request);
  if (!client) {
    client = newRequestSupabase(request);
    clients.set(request, client);
  }
  return client;
}

function newRequestSupabase(request: Request): RequestSupabase {
  const { url, anonKey } = serverSupabaseConfig();
  const headers = new Headers();
  const secure = secureCookies(request);
  const supabase = createServerClient<Database>(url, anonKey, {
    cookieOptions: { path: '/', sameSite: 'lax', httpOnly: true, secure },
    realtime: { transport: NoRealtimeOnServer as unknown as typeof WebSocket },
    // Built on the public address (sign-in redirects, cookie names), sent to the internal one.
    global: { fetch: serverFetch },
    cookies: {
      getAll: () =>
        parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
          name,
          value: value ?? '',
        })),
      setAll: (cookies, cacheHeaders) => {
        for (const { name, value, options } of cookies) {
          headers.append('Set-Cookie', serializeCookieHeader(name, value, options));
        }
        for (const [key, value] of Object.entries(cacheHeaders)) headers.set(key, value);
      },
    },
  }) as unknown as AppSupabaseClient;
  return { supabase, headers };
}

/** Whether the request carries any Supabase auth cookie (a session or a pending sign-in). */
export function hasAuthCookies(request: Request): boolean {
  return parseCookieHeader(request.headers.get('Cookie') ?? '').some(({ name }) => AUTH_COOKIE.test(name));
}

/** A sign-in started in this browser and not finished yet (its PKCE verifier cookie is there). */
export function hasPendingSignIn(request: Request): boolean {
  return parseCookieHeader(request.headers.get('Cookie') ?? '').some(({ name }) =>
    CODE_VERIFIER_COOKIE.test(name),
  );
}

/** What the page needs to know of the signed-in user, from the verified session claims; no tokens. */
export function toSiteUser(claims: JwtPayload): SiteUser {
  const appMetadata = (claims.app_metadata ?? {}) as Record<string, unknown>;
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email ? claims.email : null,
    user_metadata: (claims.user_metadata ?? {}) as Record<string, unknown>,
    app_metadata: {
      provider: typeof appMetadata.provider === 'string' ? appMetadata.provider : null,
    },
  };
}

export interface RequestMember {
  user: SiteUser | null;
  headers: Headers;
}

/** One resolution per request, however many loaders ask (they run in parallel). */
const resolved = new WeakMap<Request, Promise<RequestMember>>();

/**
 * The signed-in user of this request, from the session's access token verified against the auth
 * server's published keys (getClaims; never the unverified cookie alone), with the refreshed cookies to
 * send back. The keys are fetched once and cached, and a token verified lately is not verified again
 * (verifiedClaims.server.ts), so a member page costs no auth round trip; the auth
 * server is asked only to refresh an expired token. Requests without auth cookies cost nothing.
 */
export function requestMember(request: Request): Promise<RequestMember> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolveMember(request);
    resolved.set(request, pending);
  }
  return pending;
}

async function resolveMember(request: Request): Promise<RequestMember> {
  if (!hasAuthCookies(request)) return { user: null, headers: new Headers() };
  const { supabase, headers } = createRequestSupabase(request);
  try {
    let { claims, error } = await sessionClaims(supabase);
    if (error && error.name !== 'AuthSessionMissingError') {
      // A token whose key was revoked early (a forced rotation): the refresh token still holds, and
      // the renewed token is signed with the key in use. Anything else fails again and signs out.
      const refreshed = await supabase.auth.refreshSession();
      if (!refreshed.error) ({ claims, error } = await sessionClaims(supabase));
      if (error) console.error('Session check failed:', error.message);
    }
    headers.set('Cache-Control', PRIVATE_CACHE);
    return { user: claims ? toSiteUser(claims) : null, headers };
  } catch (error) {
    // The page still renders (signed out) when the auth server cannot be reached.
    console.error('Session check failed:', error instanceof Error ? error.message : String(error));
    headers.set('Cache-Control', PRIVATE_CACHE);
    return { user: null, headers };
  }
}
