import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { devE2ePorts } from './tests/e2e-dev/env.ts';

/**
 * End-to-end tests on the development server: `npm start` itself (tests/e2e-dev/global-setup.ts), on
 * its own ports (ELO_E2E_DEV_PORT_BASE, ELO_E2E_DEV_WEB_PORT), the way a newcomer first meets the
 * product. The browser settings are the main run's but for its time zone.
 */
const { webPort } = devE2ePorts();

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-dev',
  // Its own artefacts folder: Playwright empties the folder when a run starts, and the main end-to-end
  // run may be writing traces to test-results/ at that moment.
  outputDir: 'test-results-dev',
  globalSetup: './tests/e2e-dev/global-setup.ts',
  // One `npm start` for the whole run.
  workers: 1,
  // The development server compiles each page on its first request.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // A browser in another zone than the server's: anything formatted by the browser's clock would then
  // differ from the server's HTML and show up as a hydration mismatch.
  use: { ...baseConfig.use, baseURL: `http://localhost:${webPort}`, timezoneId: 'Europe/Lisbon' },
});
