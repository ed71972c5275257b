import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

/**
 * The end-to-end run's layout. Each Playwright worker has a stack and a web server of its own
 * (tests/e2e/global-setup.ts starts one pair per worker), so specs running at the same time never see
 * each other's data; both apps are built once and shared by every worker's server.
 */

/** Addresses of one worker's stack and web server, as global-setup.ts hands them to the workers. */
export interface E2eWorkerEnv {
  apiUrl: string;
  dbUrl: string;
  mailboxUrl: string;
  linkedinUrl: string;
  siteUrl: string;
}

/** The variable that carries every worker's addresses (JSON, indexed by the worker's parallel index). */
export const E2E_WORKERS_ENV = 'ELO_E2E_WORKERS_JSON';

/** Which of the run's parallel workers this process is (0 in the runner itself). */
export function e2eWorkerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/**
 * Ports of a worker: its stack on ELO_E2E_PORT_BASE + 100·index, its web server on ELO_E2E_WEB_PORT +
 * 2·index; the port after the web server's (`spareWebPort`) is for a spec's own second server.
 */
export function e2ePorts(index: number = e2eWorkerIndex()): {
  portBase: number;
  webPort: number;
  spareWebPort: number;
} {
  const portBase = Number(process.env.ELO_E2E_PORT_BASE ?? 26321) + 100 * index;
  const webPort = Number(process.env.ELO_E2E_WEB_PORT ?? 5180) + 2 * index;
  return { portBase, webPort, spareWebPort: webPort + 1 };
}

/** Addresses of this worker's stack and web server, for tests that talk to them directly. */
export function e2eEnv(): E2eWorkerEnv {
  const all = process.env[E2E_WORKERS_ENV];
  if (!all) throw new Error(`${E2E_WORKERS_ENV} is not set: run the tests through playwright.config.ts`);
  const index = e2eWorkerIndex();
  const env = (JSON.parse(all) as E2eWorkerEnv[])[index];
  if (!env) throw new Error(`No stack was started for worker ${index}: see tests/e2e/global-setup.ts`);
  return env;
}

/**
 * Where global-setup.ts builds both apps (site/ and admin/ inside), once for all workers: one folder
 * per web port base, so runs on other ports never share an output.
 */
export function e2eDistDir(): string {
  return path.join(REPO_ROOT, '.local', 'e2e-dist', String(e2ePorts(0).webPort));
}

/**
 * The build a worker's server serves: the shared site and a copy of the back-office pointed at the
 * worker's stack (see retarget-build.ts).
 */
export function e2eWorkerDistDir(index: number = e2eWorkerIndex()): string {
  return path.join(e2eDistDir(), 'workers', String(index));
}
