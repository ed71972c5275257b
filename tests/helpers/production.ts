import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

/**
 * A minimal site server build (every page answers 'SITE') and back-office page, so that production
 * starts can be tested without building the real apps (their rendering has its own tests).
 */
const MINIMAL_SITE_BUILD = `
const page = () => new Response('<title>SITE</title>', { headers: { 'Content-Type': 'text/html' } });
export const entry = { module: { default: page } };
export const routes = {
  root: { id: 'root', path: '', module: { default: () => null } },
  page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
};
export const assets = { entry: { module: '/assets/app.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const basename = '/';
export const routeDiscovery = { mode: 'initial' };
`;

export async function writeMinimalDist(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, 'admin', 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'admin', 'index.html'), '<title>ADMIN</title>');
  await mkdir(path.join(distDir, 'site', 'client', 'assets'), { recursive: true });
  await mkdir(path.join(distDir, 'site', 'server'), { recursive: true });
  await writeFile(path.join(distDir, 'site', 'server', 'index.js'), MINIMAL_SITE_BUILD);
}

export interface ScriptRun {
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM (a graceful stop), then the whole process group is killed if anything is left. */
  stop(): Promise<number | null>;
}

/** Runs one of the production scripts as `npm run …` would, in its own process group. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 120_000,
): ScriptRun {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', script), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ELO_EXIT_WITH_PARENT: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const timer = setTimeout(killGroup, timeoutMs);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
  return {
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 60_000))]);
      killGroup();
      return code;
    },
  };
}

/** Waits for the launcher's ready line; fails with its output if it exits first. */
export async function waitForReady(
  run: ScriptRun,
  line = 'ELO_PROD_READY',
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  while (!run.output().includes(line)) {
    if (exitCode !== undefined) throw new Error(`exited with ${exitCode} before ready:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs / 1000} s:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
