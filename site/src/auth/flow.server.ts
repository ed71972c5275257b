import { parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { publicSiteUrl } from '../lib/runtime-config.server';

/** Where the member goes after signing in: a path of this site only (never another origin). */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  // Backslashes and control characters let some browsers read the path as another host.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/';
    // The sign-in pages themselves lead home (spec: the login page sends a signed-in member to /).
    if (url.pathname === '/login' || url.pathname.startsWith('/auth/')) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * A failed sign-in is told on the page the member returns to ('Falha no login' with the message):
 * the message rides in a short-lived cookie, read and cleared by the next page render.
 */
const LOGIN_ERROR_COOKIE = 'elo-login-error';

export function loginErrorCookie(message: string, secure: boolean): string {
  return serializeCookieHeader(LOGIN_ERROR_COOKIE, message.slice(0, 300), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}

/** The pending sign-in error of this request, with the Set-Cookie that clears it; null when none. */
export function takeLoginError(request: Request): { message: string; clear: string } | null {
  const found = parseCookieHeader(request.headers.get('Cookie') ?? '').find(
    ({ name }) => name === LOGIN_ERROR_COOKIE,
  );
  if (!found?.value) return null;
  return {
    message: found.value,
    clear: serializeCookieHeader(LOGIN_ERROR_COOKIE, '', { path: '/', maxAge: 0 }),
  };
}

/** The provider sends the member back here (the callback route), carrying where they were going. */
export function flowRedirectUrl(request: Request, next: unknown): string {
  return `${publicSiteUrl(request)}/auth/callback?next=${encodeURIComponent(safeNextPath(next))}`;
}

/** Auth POSTs come from this site's own pages only (a foreign page's Origin is refused). */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(publicSiteUrl(request)).origin;
}

/** Whether cookies of this site must be Secure: the public address is https. */
export function secureCookies(request: Request): boolean {
  return publicSiteUrl(request).startsWith('https:');
}
