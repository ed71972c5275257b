import pg from 'pg';
import type { StackConfig } from './config.ts';

/** What every local service gets: the configuration, a superuser pool and the stack's logger. */
export interface StackContext {
  config: StackConfig;
  db: pg.Pool;
  log: (line: string) => void;
}

/**
 * The services' pool. PostgreSQL can drop a connection at any time (a terminated backend, a restart):
 * pg then emits 'error' on the client, and an unhandled 'error' would end the whole process. Idle
 * clients report through the pool's 'error' (the pool has already discarded them and opens new ones on
 * demand); a checked-out client's query rejects on its own, and the pool discards it on release.
 */
export function createPool(config: StackConfig, log: (line: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.dbUrl,
    max: 10,
    application_name: 'elo-services',
    // While PostgreSQL restarts, a request waits a bounded time for a connection, then fails.
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', (err) => log(`database: an idle service connection was lost (${err.message})`));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
