import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import { internalApiUrl, internalRestUrl } from './config.ts';

export interface HealthCheck {
  ok: boolean;
  ms: number;
  error?: string;
}

export type HealthPart = 'database' | 'auth' | 'storage' | 'site' | 'proxy';

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<HealthPart, HealthCheck>;
}

const CHECK_TIMEOUT_MS = 5000;

async function timed(run: () => Promise<void>): Promise<HealthCheck> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: Date.now() - started };
  } catch (err) {
    return { ok: false, ms: Date.now() - started, error: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

async function expectOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${new URL(url).pathname}`);
}

/** The public read the pages make most (the events list), as a visitor. */
export const PUBLIC_READ_PATH = '/rest/v1/events?select=id&limit=1';

/**
 * One look at every part a visitor depends on: the database answers a query, the auth service its
 * settings, the storage service a bucket listing (which reads the database as the service role), the
 * site's public read (the anon key on PostgREST's own address, as the pages read) and the same
 * read through the site's own API relay (as browsers make it). No page is rendered; nothing secret is
 * in the report.
 */
export async function healthReport(
  config: StackConfig,
  db: Pick<pg.Pool, 'query'>,
  readThroughProxy: (path: string, headers: Record<string, string>) => Promise<number>,
): Promise<HealthReport> {
  const api = internalApiUrl(config);
  const anon = { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` };
  const service = { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}` };
  const [database, auth, storage, site, proxy] = await Promise.all([
    timed(async () => {
      await db.query('select 1');
    }),
    timed(() => expectOk(`${api}/auth/v1/settings`, { apikey: config.anonKey })),
    timed(() => expectOk(`${api}/storage/v1/bucket`, service)),
    timed(() => expectOk(`${internalRestUrl(config)}${PUBLIC_READ_PATH.slice('/rest/v1'.length)}`, anon)),
    timed(async () => {
      const status = await readThroughProxy(PUBLIC_READ_PATH, anon);
      if (status !== 200) throw new Error(`HTTP ${status} from the site's API relay`);
    }),
  ]);
  const checks = { database, auth, storage, site, proxy };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ok' : 'degraded', checks };
}

/**
 * Health checks for a busy endpoint: callers within `ttlMs` of a finished check (or during one) share
 * it, so a monitor polling every second, or many at once, costs one round of checks per interval.
 */
export function memoized<T>(check: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < ttlMs) return last.value;
    const value = check();
    last = { at: now, value };
    // The memo starts when the check ends, so a slow check is not repeated back to back.
    void value.then(
      () => last && last.value === value && (last.at = Date.now()),
      () => last && last.value === value && (last.at = Date.now()),
    );
    return value;
  };
}
