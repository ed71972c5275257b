import type { IncomingHttpHeaders } from 'node:http';
import { AUDIENCE_BEACON_PATH } from '../../src/lib/audience-beacon-path.ts';
import {
  campaignOf,
  deviceClass,
  isBot,
  isCountedPath,
  isPageResponse,
  isPrefetch,
  normalizePath,
  referrerHost,
} from './classify.ts';
import { startAudienceRecorder, type AudienceRecorder, type PageView } from './recorder.ts';
import { signedInUserId } from './session.ts';

/**
 * Audience counting for both site servers (production: site-server.ts; development: web-server.ts).
 * A page load is counted once: by the server when it serves the page's HTML (cache hits included),
 * or, for a navigation inside the hydrated site (which fetches no HTML), by the page's beacon
 * (BEACON_PATH). Bots, prefetches, the team's own sessions and the non-public areas are left out.
 * Counting runs after the response is on its way and never sets a cookie.
 */
export const BEACON_PATH = AUDIENCE_BEACON_PATH;
const MAX_BEACON_BYTES = 2048;

export interface ServedRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  headers: IncomingHttpHeaders;
  ip: string;
  /** The host the visitor asked for (without port is fine either way). */
  host: string;
}

export interface AudienceCounter {
  /** After a response was sent: counts it if it is a page view. */
  served(request: ServedRequest, status: number, contentType: string | undefined): void;
  /** The beacon of a client-side navigation: its JSON body ({ path }) as sent. */
  beacon(request: ServedRequest, body: string): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createAudienceCounter(recorder: AudienceRecorder): AudienceCounter {
  const count = (request: ServedRequest, pageUrl: string, referer: string | undefined) => {
    const userAgent = headerValue(request.headers, 'user-agent');
    if (isBot(userAgent) || isPrefetch(request.headers)) return;
    let url: URL;
    try {
      url = new URL(pageUrl, 'http://site.invalid');
    } catch {
      return;
    }
    const path = normalizePath(url.pathname);
    if (!path || !isCountedPath(path)) return;
    const at = new Date().toISOString();
    const view: PageView = {
      at,
      path,
      referrer_host: referrerHost(referer, [request.host, process.env.SITE_URL]),
      ...campaignOf(url.search),
      device: deviceClass(userAgent),
      ip: request.ip,
      user_agent: userAgent ?? '',
      host: request.host.replace(/:\d+$/, ''),
      user_id: null,
    };
    const cookie = headerValue(request.headers, 'cookie');
    if (!cookie) {
      recorder.add(view);
      return;
    }
    // Signed in: the database leaves the view out if the account is on the team.
    void signedInUserId(cookie).then((userId) => recorder.add({ ...view, user_id: userId }));
  };

  return {
    served(request, status, contentType) {
      if (!isPageResponse(request.method, status, contentType)) return;
      count(request, request.url, headerValue(request.headers, 'referer'));
    },
    beacon(request, body) {
      if (request.method !== 'POST' || body.length > MAX_BEACON_BYTES) return;
      // Only the site's own pages send it (browsers say where a request comes from).
      const site = headerValue(request.headers, 'sec-fetch-site');
      if (site && site !== 'same-origin') return;
      let path: unknown;
      try {
        path = (JSON.parse(body) as { path?: unknown }).path;
      } catch {
        return;
      }
      if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
      // A navigation inside the site: the visitor came from this site, so no outside referrer.
      count(request, path, undefined);
    },
    flush: () => recorder.flush(),
    close: () => recorder.close(),
  };
}

/**
 * The counter for this process: on when the site server has a database address (SITE_DATABASE_URL,
 * the one it listens to for content changes), otherwise off, said once. SITE_AUDIENCE=off turns it
 * off with a database too.
 */
export function startAudienceCounter({
  databaseUrl = process.env.SITE_DATABASE_URL,
  enabled = process.env.SITE_AUDIENCE !== 'off',
  log = (line: string) => console.warn(line),
}: { databaseUrl?: string; enabled?: boolean; log?: (line: string) => void } = {}): AudienceCounter | null {
  if (!databaseUrl || !enabled) {
    log(`Audience counting is off: ${enabled ? 'SITE_DATABASE_URL is not set' : 'SITE_AUDIENCE=off'}.`);
    return null;
  }
  return createAudienceCounter(startAudienceRecorder({ databaseUrl, log }));
}
