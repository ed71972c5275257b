import pg from 'pg';
import type { StackConfig } from './config.ts';

/** What every local service gets: the configuration, a superuser pool and the stack's logger. */
export interface StackContext {
  config: StackConfig;
  db: pg.Pool;
  log: (line: string) => void;
}

export function createPool(config: StackConfig): pg.Pool {
  return new pg.Pool({ connectionString: config.dbUrl, max: 10, application_name: 'elo-services' });
}
