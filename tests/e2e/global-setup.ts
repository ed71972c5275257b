import { authRateLimitEnv } from '../../supabase/local/config.ts';
import { raiseNewsletterRateLimits } from '../integration/global-setup.ts';
import { startWebServer } from '../../scripts/web-server.ts';
import { startTestStack } from '../helpers/stack.ts';
import { startFakeCoursera } from './backoffice/fake-coursera.ts';
import { buildApps } from '../../scripts/build-apps.ts';
import { e2eDistDir } from './env.ts';

/**
 * A fresh seeded stack on its own ports, both apps built against it, served statically on one origin.
 * Returns the teardown Playwright calls at the end. The stack's address reaches the tests through
 * ELO_E2E_API_URL (and friends), set here before the workers start.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const portBase = Number(process.env.ELO_E2E_PORT_BASE ?? 26321);
  const webPort = Number(process.env.ELO_E2E_WEB_PORT ?? 5180);
  const siteUrl = `http://localhost:${webPort}`;
  // The course sync's upstream: a loopback stand-in for Coursera's catalog (on a free port the system
  // picks), handed to the stack's functions.
  const coursera = await startFakeCoursera(0);
  const stack = await startTestStack({
    portBase,
    env: {
      ELO_SITE_URL: siteUrl,
      ELO_ADDITIONAL_REDIRECT_URLS: `${siteUrl}/**,http://127.0.0.1:${webPort}/**`,
      COURSERA_API_URL: coursera.url,
      // The specs sign in, sign up and subscribe from one address many times over.
      ...authRateLimitEnv(1_000_000),
    },
  }).catch(async (err: unknown) => {
    await coursera.stop();
    throw err;
  });
  // Builds go to a folder of their own per web port, so several runs never share an output.
  const distDir = e2eDistDir(webPort);
  try {
    await raiseNewsletterRateLimits(stack.dbUrl);
    if (!process.env.ELO_E2E_SKIP_BUILD) {
      buildApps(distDir, { VITE_SUPABASE_URL: stack.apiUrl });
    }
    // The sign-in form's redirects pass through the LinkedIn stand-in: the policy's form-action allows it.
    process.env.AUTH_PROVIDER_ORIGINS = stack.linkedinUrl;
    // The page cache drops pages as the database announces content changes (as in production).
    process.env.SITE_DATABASE_URL = stack.dbUrl;
    const web = await startWebServer({ mode: 'static', port: webPort, distDir });
    process.env.ELO_E2E_API_URL = stack.apiUrl;
    process.env.ELO_E2E_DB_URL = stack.dbUrl;
    process.env.ELO_E2E_MAILBOX_URL = stack.mailboxUrl;
    process.env.ELO_E2E_LINKEDIN_URL = stack.linkedinUrl;
    process.env.ELO_E2E_COURSERA_URL = coursera.url;
    return async () => {
      await web.stop();
      await stack.stop();
      await coursera.stop();
    };
  } catch (err) {
    await stack.stop();
    await coursera.stop();
    throw err;
  }
}
