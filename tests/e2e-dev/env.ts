import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

/** Ports of the `npm start` the development end-to-end run starts (clear of npm start's own defaults). */
export function devE2ePorts(): { portBase: number; webPort: number } {
  return {
    portBase: Number(process.env.ELO_E2E_DEV_PORT_BASE ?? 28321),
    webPort: Number(process.env.ELO_E2E_DEV_WEB_PORT ?? 5190),
  };
}

/** Where global-setup.ts keeps what `npm start` printed while starting. */
export function devE2eOutputFile(webPort: number = devE2ePorts().webPort): string {
  const dir = path.join(REPO_ROOT, '.local', 'e2e-dev');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `npm-start-${webPort}.log`);
}

/** The addresses `npm start` printed, as global-setup.ts passed them on. */
export function devE2eEnv() {
  const siteUrl = process.env.ELO_DEV_E2E_SITE_URL;
  if (!siteUrl) throw new Error('ELO_DEV_E2E_SITE_URL is not set: run through playwright.dev.config.ts');
  const [adminEmail, adminPassword] = (process.env.ELO_DEV_E2E_ADMIN ?? '').split(' ');
  return {
    siteUrl,
    linkedinUrl: process.env.ELO_DEV_E2E_LINKEDIN_URL!,
    adminEmail: adminEmail!,
    adminPassword: adminPassword!,
  };
}
