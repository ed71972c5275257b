import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

export interface TestStack {
  apiUrl: string;
  /** PostgREST's own address (ELO_PORT_BASE + 8, as supabase/local/config.ts lays the ports out). */
  restUrl: string;
  dbUrl: string;
  mailboxUrl: string;
  linkedinUrl: string;
  portBase: number;
  stackDir: string;
  pid: number;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  portBase: number;
  /** Reuse a data folder (restart tests); a fresh temporary one otherwise. */
  stackDir?: string;
  /** Keep the folder on stop (to start again on it). */
  keepData?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Another entry point than the stack's CLI (e.g. scripts/start.ts), with the line it prints when ready. */
  entry?: { script: string; readyLine: string };
}

/**
 * Starts the local stack as a child process on its own ports and data folder (the same CLI as
 * `npm run stack`), waits for its ready line, and stops it (and its children) on stop().
 */
export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  const stackDir = options.stackDir ?? (await mkdtemp(path.join(os.tmpdir(), 'elo-stack-')));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, options.entry?.script ?? 'supabase/local/cli.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ELO_PORT_BASE: String(options.portBase),
        ELO_STACK_DIR: stackDir,
        ELO_EXIT_WITH_PARENT: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stop() can then end PostgreSQL and PostgREST with it, whatever happens.
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(
        new Error(`Local stack did not start within ${(options.timeoutMs ?? 120_000) / 1000}s:\n${output}`),
      );
    }, options.timeoutMs ?? 120_000);
    const onData = () => {
      if (output.includes(options.entry?.readyLine ?? 'ELO_STACK_READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local stack exited with code ${code}:\n${output}`));
    });
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    apiUrl: `http://127.0.0.1:${options.portBase}`,
    restUrl: `http://127.0.0.1:${options.portBase + 8}`,
    dbUrl: `postgresql://postgres:postgres@127.0.0.1:${options.portBase + 1}/postgres`,
    mailboxUrl: `http://127.0.0.1:${options.portBase + 3}`,
    linkedinUrl: `http://127.0.0.1:${options.portBase + 5}`,
    portBase: options.portBase,
    stackDir,
    pid: child.pid ?? -1,
    stop: async () => {
      const killGroup = (signal: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // The group is already gone.
        }
      };
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => killGroup('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      // Anything of the group still alive after a clean stop is a leftover: end it.
      killGroup('SIGKILL');
      if (!options.keepData) await rm(stackDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a stack of a test file's own on the first free port block among base + offsets: a loopback
 * port can be held briefly by another program's connection, and the next block will do.
 */
export async function startStackOnFreeBlock(
  base: number,
  offsets: number[],
  env?: Record<string, string>,
): Promise<TestStack> {
  let lastError: unknown;
  for (const offset of offsets) {
    try {
      return await startTestStack({ portBase: base + offset, env });
    } catch (err) {
      lastError = err;
      if (!String(err).includes('already in use')) throw err;
    }
  }
  throw lastError;
}
