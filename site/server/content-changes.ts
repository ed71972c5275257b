import pg from 'pg';
import { parseContentChange, type ContentChange } from './page-cache-purge.ts';

/**
 * Content changes, as the database announces them (LISTEN site_content; see
 * supabase/migrations/…_site_content_changes.sql), plus scheduled posts as their time comes: a post
 * published for later becomes visible when its published_at passes, with no write to announce it, so
 * this process sets a timer for the next one due. Every site process listens on its own connection, so
 * a purge reaches all of them. The connection comes back by itself after a failure (and, since
 * announcements may have been missed meanwhile, everything is then reported as changed).
 */
export const CONTENT_CHANNEL = 'site_content';

/** Timers are re-armed at least this often, so a very distant post never needs a huge timeout. */
const MAX_TIMER_MS = 10 * 60 * 1000;
/** Scheduled posts are looked at a little after their time, so the database already shows them. */
const DUE_SLACK_MS = 250;

export interface ContentChangesOptions {
  databaseUrl: string;
  onChange: (change: ContentChange) => void;
  log?: (line: string) => void;
}

export interface ContentChanges {
  /** Resolves once listening (or after the first failed attempt, which keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForContentChanges({
  databaseUrl,
  onChange,
  log = (line) => console.warn(line),
}: ContentChangesOptions): ContentChanges {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let dueTimer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const scheduleDue = async () => {
    clearTimeout(dueTimer);
    if (closed || !client) return;
    try {
      const { rows } = await client.query<{ type: string; slug: string; wait_ms: number }>(
        `select type, slug, greatest(0, extract(epoch from published_at - now()) * 1000)::float8 as wait_ms
           from public.posts
          where status = 'published'
            and published_at = (select min(published_at) from public.posts
                                 where status = 'published' and published_at > now())`,
      );
      if (closed || rows.length === 0) {
        if (!closed) dueTimer = setTimeout(() => void scheduleDue(), MAX_TIMER_MS);
        return;
      }
      const wait = rows[0]!.wait_ms + DUE_SLACK_MS;
      dueTimer = setTimeout(
        () => {
          if (wait <= MAX_TIMER_MS + DUE_SLACK_MS) {
            onChange({ table: 'posts', keys: rows.map((row) => `${row.type}:${row.slug}`) });
          }
          void scheduleDue();
        },
        Math.min(wait, MAX_TIMER_MS),
      );
    } catch (error) {
      log(`Reading scheduled posts failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'elo-site-cache',
      // Bounded: a database that does not answer never holds the server's start up.
      connectionTimeoutMillis: 5000,
      // A connection that died silently (no FIN) is noticed and replaced.
      keepAlive: true,
    });
    next.on('error', (error) => {
      log(`Content change listener lost its connection: ${error.message}`);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const change = parseContentChange(message.payload);
      // An unreadable announcement still says something changed.
      onChange(change ?? { table: '*', keys: null });
      if (change?.table === 'posts') void scheduleDue();
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
    } catch (error) {
      log(
        `Content change listener could not connect: ${error instanceof Error ? error.message : String(error)}`,
      );
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      reconnect(null);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 500;
    // Whatever changed while not listening is unknown: every page counts as changed.
    if (connectedOnce) onChange({ table: '*', keys: null });
    connectedOnce = true;
    await scheduleDue();
  };

  const reconnect = (failed: pg.Client | null) => {
    if (closed || (failed && failed !== client) || retryTimer) return;
    client = null;
    clearTimeout(dueTimer);
    if (failed) void failed.end().catch(() => undefined);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  const ready = connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(dueTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
