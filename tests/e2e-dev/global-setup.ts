import { writeFileSync } from 'node:fs';
import { devE2eOutputFile, devE2ePorts } from './env.ts';
import { startNpmStart } from './npm-start.ts';

/**
 * `npm start` itself, on the run's own ports and a fresh data folder: the development server a
 * newcomer runs first. Its addresses reach the tests through the environment; what it printed up to
 * the ready banner is kept for the start-up checks. Returns the teardown Playwright calls at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { portBase, webPort } = devE2ePorts();
  const started = await startNpmStart({ portBase, webPort });
  process.env.ELO_DEV_E2E_SITE_URL = started.siteUrl;
  process.env.ELO_DEV_E2E_LINKEDIN_URL = started.linkedinUrl;
  process.env.ELO_DEV_E2E_ADMIN = `${started.adminEmail} ${started.adminPassword}`;
  writeFileSync(devE2eOutputFile(webPort), started.output());
  return () => started.stop();
}
