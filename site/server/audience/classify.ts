import { isbot } from 'isbot';

/**
 * The pure decisions of audience counting: which requests are page views of a public page, and what of
 * a request is kept (path, referrer host, utm_*, device class). Nothing here reads a cookie or stores
 * an address; see counter.ts for the glue and the migration …_audience.sql for what is stored.
 */

export type Device = 'mobile' | 'tablet' | 'desktop';

export interface Campaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

const MAX_PATH = 512;
const MAX_UTM = 100;

/** Areas that are not public pages: the member area, the back-office, previews and the auth steps. */
const NOT_COUNTED = [/^\/member(\/|$)/, /^\/admin/, /^\/pre-visualizar(\/|$)/, /^\/auth(\/|$)/, /^\/_/];

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

/** The page's path as reports show it: no query string, no trailing slash (except '/'). */
export function normalizePath(pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return trimmed.length <= MAX_PATH ? trimmed : null;
}

/** Whether a path is a public page that audience reports count. */
export function isCountedPath(path: string): boolean {
  return !NOT_COUNTED.some((pattern) => pattern.test(path));
}

/** Crawlers, link previewers and scripts (by user agent; a request without one is not a browser). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** A page fetched ahead of time by the browser (or a proxy), which the visitor may never see. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [header(headers, 'purpose'), header(headers, 'sec-purpose'), header(headers, 'x-purpose')]
    .join(' ')
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose) || header(headers, 'x-moz').toLowerCase() === 'prefetch';
}

/** Phones, tablets and everything else, from the user agent. */
export function deviceClass(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(ua)) return 'tablet';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i.test(ua)) return 'mobile';
  return 'desktop';
}

function hostOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `http://${value}`);
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * The host a visitor came from (from the Referer header), without 'www.'; null for a direct visit, a
 * link inside the site itself (any of `ownHosts`) or anything that is not a web address.
 */
export function referrerHost(
  referer: string | undefined,
  ownHosts: Array<string | null | undefined>,
): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || ownHosts.some((own) => hostOf(own) === host)) return null;
  return host.slice(0, 253);
}

function utm(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_UTM) : null;
}

/** utm_source, utm_medium and utm_campaign of a page address's query string. */
export function campaignOf(search: string): Campaign {
  const params = new URLSearchParams(search);
  return {
    utm_source: utm(params, 'utm_source'),
    utm_medium: utm(params, 'utm_medium'),
    utm_campaign: utm(params, 'utm_campaign'),
  };
}

/** Whether a served response is a page view: a GET answered with an HTML page (or "unchanged"). */
export function isPageResponse(method: string, status: number, contentType: string | undefined): boolean {
  return method === 'GET' && (status === 200 || status === 304) && /^text\/html\b/i.test(contentType ?? '');
}
