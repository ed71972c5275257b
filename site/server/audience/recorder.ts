import pg from 'pg';
import type { Campaign, Device } from './classify.ts';

/**
 * Page views on their way to the database: kept in memory and written in batches (every second, or
 * sooner when many are waiting) through one small connection pool, so counting never waits on the
 * database while a page is served. The address, user agent and site host only travel to
 * private.audience_record, which turns them into the day's visitor number and stores none of them; the
 * signed-in user's id travels too, so the team's own views are left out there.
 *
 * Each batch is added to its day's roll-up as it is stored, so the reports never count raw views. The
 * same process still calls private.audience_rollup now and then (one process at a time, a no-op when
 * there is nothing to do): it rolls up any day left raw and deletes old rows, which the day's first
 * batch also does, so nothing depends on this timer.
 */
export interface PageView extends Campaign {
  at: string;
  path: string;
  referrer_host: string | null;
  device: Device;
  ip: string;
  user_agent: string;
  host: string;
  user_id: string | null;
}

export interface AudienceRecorderOptions {
  databaseUrl: string;
  /** Flush at least this often (ms). */
  flushMs?: number;
  /** Flush as soon as this many views are waiting. */
  batchSize?: number;
  /** Views beyond this many waiting are dropped (the database is away); counting never grows memory. */
  maxWaiting?: number;
  rollupMs?: number;
  log?: (line: string) => void;
}

export interface AudienceRecorder {
  add(view: PageView): void;
  /** Writes what is waiting now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const ROLLUP_EVERY_MS = 10 * 60 * 1000;
/** Failures are told once per this many ms, not once per batch. */
const LOG_EVERY_MS = 60 * 1000;

export function startAudienceRecorder({
  databaseUrl,
  flushMs = 1000,
  batchSize = 500,
  maxWaiting = 50_000,
  rollupMs = ROLLUP_EVERY_MS,
  log = (line) => console.warn(line),
}: AudienceRecorderOptions): AudienceRecorder {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    application_name: 'elo-site-audience',
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  let lastLog = 0;
  const warn = (what: string, error: unknown) => {
    if (Date.now() - lastLog < LOG_EVERY_MS) return;
    lastLog = Date.now();
    log(`Audience: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  // An idle connection that breaks must not take the process down; the pool opens a new one.
  pool.on('error', (error) => warn('the database connection', error));

  let waiting: PageView[] = [];
  let writing: Promise<void> = Promise.resolve();
  let dropped = false;
  let closed = false;

  const write = (batch: PageView[]) =>
    pool.query('select private.audience_record($1::jsonb)', [JSON.stringify(batch)]).then(
      () => undefined,
      (error: unknown) => warn(`storing ${batch.length} page views`, error),
    );

  const flush = (): Promise<void> => {
    if (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      // One batch at a time, in order; a slow database makes batches bigger, not more numerous.
      writing = writing.then(() => write(batch));
    }
    return writing;
  };

  const rollup = () =>
    pool.query('select private.audience_rollup()').then(
      () => undefined,
      (error: unknown) => warn('rolling up finished days', error),
    );

  const flushTimer = setInterval(() => void flush(), flushMs);
  flushTimer.unref();
  const rollupTimer = setInterval(() => void rollup(), rollupMs);
  rollupTimer.unref();
  void rollup();

  return {
    add(view) {
      if (closed) return;
      if (waiting.length >= maxWaiting) {
        if (!dropped) log('Audience: too many page views waiting for the database; dropping new ones.');
        dropped = true;
        return;
      }
      dropped = false;
      waiting.push(view);
      if (waiting.length >= batchSize) void flush();
    },
    flush,
    async close() {
      closed = true;
      clearInterval(flushTimer);
      clearInterval(rollupTimer);
      await flush();
      await pool.end();
    },
  };
}
