import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { precompressFile } from '#scripts/precompress.ts';

/**
 * The address both apps are built with: no stack's. The site's server tells the browser its stack at
 * run time (SUPABASE_URL of its process), so one site build serves every worker, and a page that used
 * the built-in address instead would fail; the back-office bakes the address into its scripts, so each
 * worker gets a copy with its own (prepareWorkerBuild).
 */
export const BUILD_API_URL = 'http://api.e2e-build.invalid';

/**
 * Production builds of apps into distDir (<distDir>/site, <distDir>/admin), each app in a child
 * process, all at the same time; VITE_* settings may be added (e.g. a home variant).
 */
export async function buildForE2e(
  distDir: string,
  apps: readonly ('site' | 'admin')[],
  settings: Record<string, string> = {},
): Promise<void> {
  const args = Object.entries(settings).map(([key, value]) => `${key}=${value}`);
  await Promise.all(
    apps.map(
      (app) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', path.join(import.meta.dirname, 'build-entry.ts'), distDir, app, ...args],
            { cwd: REPO_ROOT, stdio: 'inherit' },
          );
          child.once('error', reject);
          child.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`The ${app} build failed (exit ${code}).`)),
          );
        }),
    ),
  );
}

/** Files of a build that may carry the API address as text (source maps are not served). */
const TEXT_FILE = /\.(js|mjs|css|html|json|webmanifest)$/;

async function retargetFiles(dir: string, apiUrl: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(BUILD_API_URL)) continue;
    await writeFile(file, text.replaceAll(BUILD_API_URL, apiUrl));
    // The server sends .br/.gz as they are: they must say the same as the file.
    if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) precompressFile(file);
  }
}

/**
 * The build one worker's server serves, in workerDir: the shared site (a link to it) and a copy of the
 * back-office whose scripts call the worker's stack (apiUrl).
 */
export async function prepareWorkerBuild(
  sharedDir: string,
  workerDir: string,
  apiUrl: string,
): Promise<void> {
  await rm(workerDir, { recursive: true, force: true });
  await mkdir(workerDir, { recursive: true });
  await symlink(path.join(sharedDir, 'site'), path.join(workerDir, 'site'), 'dir');
  await cp(path.join(sharedDir, 'admin'), path.join(workerDir, 'admin'), { recursive: true });
  await retargetFiles(path.join(workerDir, 'admin'), apiUrl);
}
