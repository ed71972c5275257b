import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../supabase/local/config.ts';
import { startWebServer } from '../../scripts/web-server.ts';
import { startTestStack } from '../helpers/stack.ts';

/**
 * A fresh seeded stack on its own ports, both apps built against it, served statically on one origin.
 * Returns the teardown Playwright calls at the end. The stack's address reaches the tests through
 * ELO_E2E_API_URL (and friends), set here before the workers start.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const portBase = Number(process.env.ELO_E2E_PORT_BASE ?? 56321);
  const webPort = Number(process.env.ELO_E2E_WEB_PORT ?? 5180);
  const siteUrl = `http://localhost:${webPort}`;
  const stack = await startTestStack({
    portBase,
    env: {
      ELO_SITE_URL: siteUrl,
      ELO_ADDITIONAL_REDIRECT_URLS: `${siteUrl}/**,http://127.0.0.1:${webPort}/**`,
    },
  });
  // Builds go to a folder of their own per web port, so several runs never share an output.
  const distDir = path.join(REPO_ROOT, '.local', 'e2e-dist', String(webPort));
  try {
    if (!process.env.ELO_E2E_SKIP_BUILD) {
      for (const config of ['vite.site.config.ts', 'vite.backoffice.config.ts']) {
        execFileSync(
          process.execPath,
          [
            path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
            'build',
            '--config',
            config,
            '--logLevel',
            'warn',
          ],
          {
            cwd: REPO_ROOT,
            stdio: 'inherit',
            env: { ...process.env, VITE_SUPABASE_URL: stack.apiUrl },
          },
        );
      }
    }
    const web = await startWebServer({ mode: 'static', port: webPort, distDir });
    process.env.ELO_E2E_API_URL = stack.apiUrl;
    process.env.ELO_E2E_DB_URL = stack.dbUrl;
    process.env.ELO_E2E_MAILBOX_URL = stack.mailboxUrl;
    process.env.ELO_E2E_LINKEDIN_URL = stack.linkedinUrl;
    return async () => {
      await web.stop();
      await stack.stop();
    };
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
