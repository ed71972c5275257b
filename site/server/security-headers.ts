import { createHash, randomBytes } from 'node:crypto';
import { START_HYDRATION_SCRIPT } from './deferred-hydration.ts';

/**
 * The security headers of every HTML page the site and the back-office send: a Content-Security-Policy
 * (scripts only from the site itself or carrying the page's nonce, no framing, no plugins, no <base>
 * tricks, forms only to the site and the sign-in path), plus nosniff, a referrer policy, a permissions
 * policy and, on https, HSTS.
 */

/** Where a sign-in form post may be redirected: the auth service, then the identity provider. */
const DEFAULT_PROVIDER_ORIGINS = ['https://www.linkedin.com'];
/** Embeds the pages show (podcast episodes). */
const FRAME_SOURCES = ['https://open.spotify.com'];

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The Supabase API the pages talk to (REST, auth, storage, functions). */
  supabaseUrl: string;
  /** The site's public address: HSTS and upgrade-insecure-requests when it is https. */
  publicUrl?: string;
  /**
   * Identity provider origins a plain sign-in form post is redirected through (LinkedIn; a local
   * stand-in through AUTH_PROVIDER_ORIGINS).
   */
  providerOrigins?: readonly string[];
  /** Development: the Vite dev server's hot-reload WebSocket may connect. */
  dev?: boolean;
}

/** A fresh nonce per response for the server-rendered scripts. */
export function createCspNonce(): string {
  return randomBytes(18).toString('base64');
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The Supabase origin, and its WebSocket twin (realtime). */
function apiSources(supabaseUrl: string): string[] {
  const origin = originOf(supabaseUrl);
  if (!origin) return [];
  return [origin, origin.replace(/^http/, 'ws')];
}

/** AUTH_PROVIDER_ORIGINS: extra identity provider origins, comma-separated. */
export function providerOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.AUTH_PROVIDER_ORIGINS ?? '')
    .split(',')
    .map((value) => originOf(value.trim()))
    .filter((value): value is string => value !== null);
}

const isHttps = (url: string | undefined) => Boolean(url?.startsWith('https:'));

function serialise(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${[...new Set(values)].join(' ')}` : name))
    .join('; ');
}

/** The policy shared by both apps; `scripts` is what may run. */
function basePolicy(
  options: SecurityHeaderOptions,
  scripts: readonly string[],
): Record<string, readonly string[]> {
  const supabase = originOf(options.supabaseUrl);
  const storage = supabase ? [supabase] : [];
  const providers = [...DEFAULT_PROVIDER_ORIGINS, ...(options.providerOrigins ?? [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'script-src-attr': ["'none'"],
    // React's style attributes and MUI/emotion's injected <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Provider origins serve the members' profile pictures.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage, ...providers],
    'media-src': ["'self'", 'blob:', 'https:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiSources(options.supabaseUrl), ...(options.dev ? ['ws:'] : [])],
    'frame-src': FRAME_SOURCES,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...storage, ...providers],
    ...(isHttps(options.publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The public site's policy: its server-rendered scripts carry `nonce`. */
export function siteContentSecurityPolicy(nonce: string, options: SecurityHeaderOptions): string {
  return serialise(basePolicy(options, [`'nonce-${nonce}'`]));
}

/**
 * The one inline script a static back-office page may carry, by its hash: the pre-rendered sign-in
 * page's start of its scripts once painted (scripts/prerender-admin-auth.ts).
 */
export const START_HYDRATION_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_HYDRATION_SCRIPT).digest('base64')}'`;

/**
 * The back-office's policy: a static page whose scripts are files of its own build, plus the start
 * script above. `dev` allows the inline module preamble the Vite dev server injects for React's fast
 * refresh instead (development only).
 */
export function backofficeContentSecurityPolicy(options: SecurityHeaderOptions, dev = false): string {
  // In development a hash would switch 'unsafe-inline' off (and the dev server sends no pre-rendered page).
  const policy = basePolicy(options, dev ? ["'unsafe-inline'"] : [START_HYDRATION_SCRIPT_SOURCE]);
  // The panel talks to whichever Supabase project it was built for (the server does not know which):
  // any https API; a local (http) site talks to a local http stack.
  const local = dev || !isHttps(options.publicUrl);
  return serialise({
    ...policy,
    'connect-src': [...policy['connect-src']!, 'https:', 'wss:', ...(local ? ['http:', 'ws:'] : [])],
    'img-src': [...policy['img-src']!, 'http:'],
    'media-src': [...policy['media-src']!, 'http:'],
  });
}

/** The headers besides the policy, for every HTML response. */
export function baseSecurityHeaders(publicUrl?: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(isHttps(publicUrl) ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Sets the base headers on an HTML response that lacks them (a page may already carry its own CSP). */
export function applySecurityHeaders(
  setHeader: (name: string, value: string) => void,
  hasHeader: (name: string) => boolean,
  { publicUrl, contentSecurityPolicy }: { publicUrl?: string; contentSecurityPolicy?: string },
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(publicUrl))) {
    if (!hasHeader(name)) setHeader(name, value);
  }
  if (contentSecurityPolicy && !hasHeader('Content-Security-Policy')) {
    setHeader('Content-Security-Policy', contentSecurityPolicy);
  }
}
