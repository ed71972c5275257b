import path from 'node:path';
import { REPO_ROOT } from '../../supabase/local/config.ts';

/** Addresses of the stack started by global-setup.ts, for tests that talk to it directly. */
export function e2eEnv() {
  const apiUrl = process.env.ELO_E2E_API_URL;
  if (!apiUrl) throw new Error('ELO_E2E_API_URL is not set: run the tests through playwright.config.ts');
  return {
    apiUrl,
    dbUrl: process.env.ELO_E2E_DB_URL!,
    mailboxUrl: process.env.ELO_E2E_MAILBOX_URL!,
    linkedinUrl: process.env.ELO_E2E_LINKEDIN_URL!,
  };
}

/** Where global-setup.ts builds both apps for a web port (site/ and admin/ inside): one folder per port. */
export function e2eDistDir(webPort: number = Number(process.env.ELO_E2E_WEB_PORT ?? 5180)): string {
  return path.join(REPO_ROOT, '.local', 'e2e-dist', String(webPort));
}
