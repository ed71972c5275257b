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
 * A failed sign-in is told on the page the member returns to (spec §8: 'Falha ao iniciar login' when
 * it could not start, 'Falha no login' when the provider's answer failed), with the message: both
 * ride in a short-lived cookie, read and cleared by the next page render.
 */
const LOGIN_ERROR_COOKIE = 'elo-login-error';

export type LoginErrorStage = 'start' | 'callback';

export interface LoginError {
  title: 'Falha ao iniciar login' | 'Falha no login';
  message: string;
}

const START_MARK = 'start:';

export function loginErrorCookie(
  message: string,
  secure: boolean,
  stage: LoginErrorStage = 'callback',
): string {
  const value = `${stage === 'start' ? START_MARK : ''}${message}`.slice(0, 300);
  return serializeCookieHeader(LOGIN_ERROR_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}

/** The pending sign-in error of this request, with the Set-Cookie that clears it; null when none. */
export function takeLoginError(request: Request): { error: LoginError; clear: string } | null {
  const found = parseCookieHeader(request.headers.get('Cookie') ?? '').find(
    ({ name }) => name === LOGIN_ERROR_COOKIE,
  );
  if (!found?.value) return null;
  const started = found.value.startsWith(START_MARK);
  return {
    error: started
      ? { title: 'Falha ao iniciar login', message: found.value.slice(START_MARK.length) }
      : { title: 'Falha no login', message: found.value },
    clear: serializeCookieHeader(LOGIN_ERROR_COOKIE, '', { path: '/', maxAge: 0 }),
  };
}

/**
 * A plain form post (the page not yet hydrated, or no script) wants a page back; the hydrated page
 * asks for JSON. Browsers send Accept: text/html… on a form navigation.
 */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json');
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
