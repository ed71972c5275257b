import { parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { redirect } from 'react-router';
import { normaliseReturnPath } from '#shared/safeReturnPath.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';

/** Where the member goes after signing in or a form post: a path of this site only (never another origin). */
export function safeNextPath(value: unknown): string {
  const path = normaliseReturnPath(value);
  if (path === null) return '/';
  // The sign-in pages themselves lead home (spec: the login page sends a signed-in member to /).
  const pathname = path.replace(/[?#].*$/s, '');
  if (pathname === '/login' || pathname.startsWith('/auth/')) return '/';
  // The fragment brings a form post back to the part of the page it came from.
  return path;
}

/**
 * What a member's step that ended in a page load (a form post or the provider's redirect) has to tell
 * them on the next page: a failed sign-in ('Falha ao iniciar login' when it could not start,
 * 'Falha no login' when the provider's answer failed), a sign-out's or an RSVP's outcome. It rides in
 * a short-lived cookie, read and cleared by the next page render, and the page shows it as a toast.
 */
export interface AuthFlash {
  title: string;
  message: string;
  tone: 'error' | 'success';
}

const AUTH_FLASH_COOKIE = 'elo-auth-flash';

export type LoginErrorStage = 'start' | 'callback';

export function loginErrorFlash(message: string, stage: LoginErrorStage = 'callback'): AuthFlash {
  const title = stage === 'start' ? 'Falha ao iniciar login' : 'Falha no login';
  return { title, message, tone: 'error' };
}

export function authFlashCookie(flash: AuthFlash, secure: boolean): string {
  const value = JSON.stringify({ ...flash, message: flash.message.slice(0, 300) });
  return serializeCookieHeader(AUTH_FLASH_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}

function readFlash(value: string): AuthFlash | null {
  try {
    const flash = JSON.parse(value) as Partial<AuthFlash>;
    if (typeof flash.title !== 'string' || typeof flash.message !== 'string') return null;
    return {
      title: flash.title,
      message: flash.message,
      tone: flash.tone === 'success' ? 'success' : 'error',
    };
  } catch {
    return null;
  }
}

/**
 * The pending flash of this request (null when unreadable), with the Set-Cookie that clears it; null
 * when there is no flash cookie at all.
 */
export function takeAuthFlash(request: Request): { flash: AuthFlash | null; clear: string } | null {
  const found = parseCookieHeader(request.headers.get('Cookie') ?? '').find(
    ({ name }) => name === AUTH_FLASH_COOKIE,
  );
  if (!found?.value) return null;
  return {
    flash: readFlash(found.value),
    clear: serializeCookieHeader(AUTH_FLASH_COOKIE, '', { path: '/', maxAge: 0 }),
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

/**
 * The answer to a plain form post (a tap before the page hydrated): a 303 back to the page it came
 * from, carrying the notice that page shows once it has hydrated.
 */
export function backWithFlash(request: Request, next: unknown, flash: AuthFlash, headers: Headers): Response {
  headers.append('Set-Cookie', authFlashCookie(flash, secureCookies(request)));
  return redirect(safeNextPath(next), { status: 303, headers });
}
