import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from './log.ts';

/**
 * Runs the parts of a production install in processes of their own (the stack; the site), so that one
 * part's crash never takes the others with it, and starts a crashed part again after a pause that
 * doubles with each quick crash (1 s, 2 s, 4 s… up to 30 s; back to 1 s once it has run a minute).
 *
 * A part says it is ready with an IPC message { type: 'ready' }. Each runs in its own process group,
 * so whatever it started (PostgreSQL, PostgREST) is stopped with it when it dies.
 */
export interface PartSpec {
  name: string;
  /** A TypeScript entry point, run with tsx. */
  script: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** How long a graceful stop may take before the part is killed. */
  stopTimeoutMs?: number;
}

export interface SupervisedPart {
  readonly name: string;
  /** The running process's id (undefined between a crash and the restart). */
  pid(): number | undefined;
  /** Resolves when the part is first ready; rejects when it exits before. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const MIN_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exited with code ${code}`;
}

/** Stops whatever the part left running in its group (PostgREST, PostgreSQL). */
async function endGroup(pid: number, timeoutMs: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

export function supervise(spec: PartSpec, log: Logger, warn: Logger): SupervisedPart {
  let child: ChildProcess | undefined;
  let stopping = false;
  let backoffMs = MIN_BACKOFF_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let firstReady = false;
  let resolveReady: () => void = () => undefined;
  let rejectReady: (err: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A part that never got ready ends the start; the caller handles that rejection.
  ready.catch(() => undefined);
  let exited: Promise<void> = Promise.resolve();

  const launch = () => {
    const startedAt = Date.now();
    const proc = spawn(process.execPath, ['--import', 'tsx', spec.script, ...(spec.args ?? [])], {
      env: { ...process.env, ...spec.env, ELO_EXIT_WITH_PARENT: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    child = proc;
    log(`${spec.name} started`, { part: spec.name, pid: proc.pid });
    proc.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      log(`${spec.name} ready`, { part: spec.name, pid: proc.pid });
      if (!firstReady) {
        firstReady = true;
        resolveReady();
      }
    });
    exited = new Promise<void>((resolve) => {
      proc.once('exit', (code, signal) => {
        void (async () => {
          child = undefined;
          if (proc.pid) await endGroup(proc.pid, 10_000);
          resolve();
          if (stopping) return;
          const why = describeExit(code, signal);
          if (!firstReady) {
            rejectReady(new Error(`${spec.name} ${why} before it was ready.`));
            return;
          }
          if (Date.now() - startedAt > STABLE_AFTER_MS) backoffMs = MIN_BACKOFF_MS;
          warn(`${spec.name} ${why}; starting it again in ${backoffMs / 1000} s`, {
            part: spec.name,
            pid: proc.pid,
            code,
            signal,
          });
          restartTimer = setTimeout(launch, backoffMs);
          backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
        })();
      });
    });
  };
  launch();

  return {
    name: spec.name,
    pid: () => child?.pid,
    ready,
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), spec.stopTimeoutMs ?? 60_000);
        await exited;
        clearTimeout(timer);
      } else {
        await exited;
      }
    },
  };
}

/** For a part's own process: tells the supervisor it is ready (nothing when run on its own). */
export function announceReady(): void {
  process.send?.({ type: 'ready' });
}
