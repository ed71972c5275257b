import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { testViteCacheDir } from '../helpers/vite-cache.ts';

/** What `npm start` printed once it was up: the addresses a newcomer reads and opens. */
export interface NpmStartAddresses {
  siteUrl: string;
  linkedinUrl: string;
  mailboxUrl: string;
  apiUrl: string;
  adminEmail: string;
  adminPassword: string;
}

export interface RunningNpmStart extends NpmStartAddresses {
  /** Everything it printed up to now (stdout and stderr interleaved). */
  output(): string;
  stop(): Promise<void>;
}

const READY_LINE = 'Elo CX is running.';

function field(output: string, label: string): string {
  const match = new RegExp(`^\\s*${label}\\s+(\\S+)`, 'm').exec(output);
  if (!match) throw new Error(`npm start did not print its ${label} line:\n${output}`);
  return match[1].replace(/\/$/, '');
}

/** Reads the addresses from the block `npm start` prints when it is ready (scripts/start.ts). */
export function parseStartBanner(output: string): NpmStartAddresses {
  const admin = /^\s*Demo admin\s+(\S+) \/ (\S+)/m.exec(output);
  if (!admin) throw new Error(`npm start did not print the demo admin:\n${output}`);
  return {
    siteUrl: field(output, 'Site'),
    linkedinUrl: field(output, 'LinkedIn'),
    mailboxUrl: field(output, 'Mailbox'),
    apiUrl: field(output, 'API'),
    adminEmail: admin[1],
    adminPassword: admin[2],
  };
}

/**
 * Runs `npm start` as the README does, only on the given ports and a fresh data folder, in a process
 * group of its own so stop() ends it with everything it started (PostgreSQL, PostgREST, Vite).
 */
export async function startNpmStart({
  portBase,
  webPort,
  timeoutMs = 420_000,
}: {
  portBase: number;
  webPort: number;
  timeoutMs?: number;
}): Promise<RunningNpmStart> {
  const stackDir = await mkdtemp(path.join(os.tmpdir(), 'elo-npm-start-'));
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ELO_PORT_BASE: String(portBase),
      PORT: String(webPort),
      ELO_STACK_DIR: stackDir,
      ELO_EXIT_WITH_PARENT: '1',
      ELO_VITE_CACHE_DIR: testViteCacheDir('npm-start'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    // Whatever of the group outlived a clean stop is a leftover.
    killGroup('SIGKILL');
    // PostgreSQL's helper processes may still be finishing a WAL write for a moment after their
    // postmaster is gone: retry the removal briefly instead of failing on a non-empty folder.
    await rm(stackDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start was not ready within ${timeoutMs / 1000}s:\n${output}`)),
        timeoutMs,
      );
      child.stdout?.on('data', () => {
        if (output.includes(READY_LINE) && output.includes('Press Ctrl-C to stop.')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with code ${code}:\n${output}`));
      });
    });
    return { ...parseStartBanner(output), output: () => output, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
