import { defineConfig } from '@playwright/test';
import { e2ePorts } from './tests/e2e/env.ts';

/**
 * End-to-end tests: the built apps served on one origin against a fresh local stack, one stack and web
 * server per worker (tests/e2e/global-setup.ts). Each worker process loads this file with its own
 * TEST_PARALLEL_INDEX, so baseURL is that worker's server. Chromium is the system one; no browser is
 * ever downloaded. No retries: a test that fails once is reported as failed.
 */
const { webPort } = e2ePorts();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Files are spread over the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  // Two suit a 2-core machine (each worker brings a stack, a server and a browser); ELO_E2E_WORKERS
  // or --workers changes it.
  workers: Number(process.env.ELO_E2E_WORKERS ?? 2),
  retries: 0,
  // Two workers share two cores: a test gets about half the CPU it had alone, hence twice the budget.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (DOM snapshots at each step) and a screenshot; the trace's filmstrip
    // would encode frames all through every test that passes (~12% of the run's CPU), so it is left out.
    // Under CI only the printed output is read: recording a trace of every test there is pure cost.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
