import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import { internalApiUrl } from './config.ts';

export interface HealthCheck {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<'database' | 'auth' | 'storage' | 'site', HealthCheck>;
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

/**
 * One look at every part a visitor depends on: the database answers a query, the auth service its
 * settings, the storage service a bucket listing (which reads the database as the service role), and the
 * site renders its home page. Nothing secret is in the report.
 */
export async function healthReport(
  config: StackConfig,
  db: pg.Pool,
  renderSite: () => Promise<number>,
): Promise<HealthReport> {
  const api = internalApiUrl(config);
  const service = { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}` };
  const [database, auth, storage, site] = await Promise.all([
    timed(async () => {
      await db.query('select 1');
    }),
    timed(() => expectOk(`${api}/auth/v1/settings`, { apikey: config.anonKey })),
    timed(() => expectOk(`${api}/storage/v1/bucket`, service)),
    timed(async () => {
      const status = await renderSite();
      if (status >= 500) throw new Error(`the home page answered ${status}`);
    }),
  ]);
  const checks = { database, auth, storage, site };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ok' : 'degraded', checks };
}
