import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../src/auth/cookie-names.ts';
import { listenForContentChanges, type ContentChanges } from './content-changes.ts';
import {
  DEFAULT_MAX_BYTES,
  PageCache,
  etagOf,
  type Encoding,
  type Rendered,
  type StoredPage,
} from './page-cache.ts';
import { stalePages } from './page-cache-purge.ts';

/**
 * How the production site server uses the page cache: which requests may be answered from it, what a
 * rendered response must be to be kept, the encoding each client gets and the cache headers that let
 * a proxy or CDN do the same.
 */

/** Anonymous public pages: fresh for a few seconds in shared caches, then revalidated in the background. */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** Member pages and anything rendered for a session: never kept by anyone but the browser's history. */
export const MEMBER_PAGE_CACHE = 'private, no-store';

/**
 * The public pages that read the same for every visitor (site/src/routes.ts). Member pages, sign-in,
 * previews of drafts, newsletter confirmation links and actions are not among them.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/prelaunch$/,
  /^\/[a-z0-9]+(-[a-z0-9]+)*-club$/,
  /^\/(events|podcast|news|jobs|courses|newsletter|privacidade|blog|community)$/,
  /^\/events\/[^/]+$/,
  /^\/blog\/[^/]+$/,
  /^\/lp\/[^/]+$/,
  /^\/(rss\.xml|robots\.txt|sitemap\.xml)$/,
  /^\/(blog|news)\/rss\.xml$/,
  /^\/sitemap\/[^/]+$/,
];

/** Pages that are someone's own: never kept, never shared (/member/* and previews of drafts). */
const PRIVATE_PAGES = /^\/(member|pre-visualizar)(\/|$)/;

/**
 * Cookies that change what a page shows: the Supabase session (site/src/auth/session.server.ts,
 * `sb-<project>-auth-token`, chunked as `.0`, `.1`, and the PKCE verifier) and the sign-in message
 * shown once after a failed login (site/src/auth/flow.server.ts). Other cookies leave pages alike.
 */
const PAGE_COOKIES = [AUTH_COOKIE, /^elo-auth-flash$/];

const KEPT_TYPES = /^(text\/html|application\/(xml|rss\+xml|atom\+xml)|text\/plain)/;
const MAX_KEPT_BODY = 4 * 1024 * 1024;
const MAX_URL = 1024;

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

export function carriesPageCookies(cookieHeader: string | undefined): boolean {
  return cookieNames(cookieHeader).some((name) => PAGE_COOKIES.some((pattern) => pattern.test(name)));
}

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGES.test(pathname);
}

/**
 * Whether this request may be answered from the cache: an anonymous GET (or HEAD, which must answer
 * exactly as GET does) of a public page.
 */
export function isCacheableRequest(request: {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.length > MAX_URL) return false;
  if (request.headers.authorization !== undefined) return false;
  const cookie = request.headers.cookie;
  if (carriesPageCookies(Array.isArray(cookie) ? cookie.join('; ') : cookie)) return false;
  const pathname = request.url.split('?')[0]!;
  return PUBLIC_PAGES.some((pattern) => pattern.test(pathname));
}

/** The encoding to send: brotli, else gzip, else none, as Accept-Encoding allows (q=0 refuses). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    accepted.set(name, q);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), accepted.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
]);

/** Reads a rendered response whole; keeps it only if it is the same for every visitor. */
export async function readRendered(response: Response): Promise<Rendered & { setCookie: string[] }> {
  const body = Buffer.from(await response.arrayBuffer());
  const setCookie = response.headers.getSetCookie();
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
  const page: StoredPage = { status: response.status, headers, body, etag: etagOf(body) };
  const cacheControl = response.headers.get('cache-control') ?? '';
  const keep =
    (response.status === 200 || response.status === 404) &&
    setCookie.length === 0 &&
    KEPT_TYPES.test(response.headers.get('content-type') ?? '') &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    body.length <= MAX_KEPT_BODY;
  return { keep, page, setCookie };
}

function varyWith(existing: string | undefined, ...names: string[]): string {
  const values = (existing ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const name of names)
    if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}

function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  const bare = etag.replace(/^W\//, '');
  return text.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/** The response with one header set (a copy when its headers are read-only, as redirects' are). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

export interface SitePageCacheOptions {
  /** Seconds a page stays fresh (0 turns the cache off). */
  freshSeconds: number;
  /** Seconds more a stale page may be served while it is rendered again. */
  staleSeconds: number;
  /** Megabytes of pages (bodies and their encodings) each process keeps at most. */
  maxMegabytes?: number;
}

/**
 * The page cache's settings from the environment: SITE_PAGE_CACHE_SECONDS (5; 0 turns it off) and
 * SITE_PAGE_CACHE_MB (32 per process).
 */
export function pageCacheSettings(env: NodeJS.ProcessEnv = process.env): SitePageCacheOptions {
  const fresh = Number(env.SITE_PAGE_CACHE_SECONDS ?? 5);
  const megabytes = Number(env.SITE_PAGE_CACHE_MB ?? DEFAULT_MAX_BYTES / 1024 / 1024);
  return {
    freshSeconds: Number.isFinite(fresh) && fresh >= 0 ? fresh : 5,
    staleSeconds: 30,
    maxMegabytes: Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MAX_BYTES / 1024 / 1024,
  };
}

export class SitePageCache {
  readonly cache: PageCache;
  private readonly enabled: boolean;
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(options: SitePageCacheOptions = pageCacheSettings()) {
    this.enabled = options.freshSeconds > 0;
    this.cache = new PageCache({
      freshMs: options.freshSeconds * 1000,
      staleMs: options.staleSeconds * 1000,
      maxBytes: Math.round((options.maxMegabytes ?? DEFAULT_MAX_BYTES / 1024 / 1024) * 1024 * 1024),
    });
    // Pages nobody asks for again leave once stale, even when no request comes to push them out.
    if (this.enabled) {
      const everyMs = Math.max(1000, options.staleSeconds * 1000);
      this.sweeper = setInterval(() => this.cache.sweep(), everyMs);
      this.sweeper.unref();
    }
  }

  /**
   * Answers one request of the site: from the cache when it is an anonymous GET of a public page,
   * otherwise by `render` and `send` as before, with member pages marked private.
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<Response>,
    send: (response: Response) => Promise<void>,
  ): Promise<void> {
    const pathname = request.url.split('?')[0]!;
    if (!this.enabled || !isCacheableRequest(request)) {
      const response = await render();
      if (request.method === 'GET') reply.header('x-cache', 'bypass');
      if (isPrivatePage(pathname) || carriesPageCookies(request.headers.cookie)) {
        return send(withHeader(response, 'cache-control', MEMBER_PAGE_CACHE));
      }
      return send(response);
    }
    let setCookie: string[] = [];
    const { state, page, entry } = await this.cache.get(request.url, pathname, async () => {
      const rendered = await readRendered(await render());
      setCookie = rendered.setCookie;
      return rendered;
    });
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    if (!page.headers.some(([name]) => name === 'cache-control')) {
      reply.header('cache-control', entry ? ANONYMOUS_PAGE_CACHE : 'no-cache');
    }
    reply.header('vary', varyWith(reply.getHeader('vary') as string | undefined, 'Accept-Encoding'));
    reply.header('etag', page.etag);
    reply.header('x-cache', state);
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
      return;
    }
    const body = await this.cache.encode(page, entry, page.body.length < 512 ? 'identity' : encoding);
    if (body !== page.body) reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    await reply.send(body);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cache.clear();
  }
}

/**
 * The site server's page cache, purged by the database's content announcements when the server has
 * a database address (SITE_DATABASE_URL); without one, pages simply age out after a few seconds.
 */
export async function startSitePageCache({
  databaseUrl = process.env.SITE_DATABASE_URL,
  settings = pageCacheSettings(),
  log,
}: { databaseUrl?: string; settings?: SitePageCacheOptions; log?: (line: string) => void } = {}): Promise<{
  pages: SitePageCache;
  close(): Promise<void>;
}> {
  const pages = new SitePageCache(settings);
  let changes: ContentChanges | null = null;
  if (databaseUrl && settings.freshSeconds > 0) {
    changes = listenForContentChanges({
      databaseUrl,
      onChange: (change) => pages.cache.purge(stalePages(change)),
      log,
    });
    await changes.ready;
  }
  return {
    pages,
    close: async () => {
      await changes?.close();
      pages.close();
    },
  };
}
