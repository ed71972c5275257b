import type { FullConfig } from '@playwright/test';
import { authRateLimitEnv } from '#supabase/local/config.ts';
import { raiseNewsletterRateLimits } from '../integration/global-setup.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { startFakeCoursera } from './backoffice/fake-coursera.ts';
import { E2E_WORKERS_ENV, e2eDistDir, e2ePorts, e2eWorkerDistDir, type E2eWorkerEnv } from './env.ts';
import { buildForE2e, prepareWorkerBuild } from './infra/shared-build.ts';
import { startE2eWebServer, type E2eWebServer } from './infra/web-server-process.ts';

/**
 * One fresh seeded stack and one web server per Playwright worker, so that workers never share data;
 * both apps are built once (while the stacks start) and served by every worker's server. Each worker
 * finds its addresses in ELO_E2E_WORKERS_JSON by its parallel index (env.ts), set here before the
 * workers start. Returns the teardown Playwright calls at the end.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const workers = Math.max(1, config.workers);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    // The course sync's upstream: a loopback stand-in for Coursera's catalog (on a free port the system
    // picks), handed to every stack's functions. It keeps no state between requests.
    const coursera = await startFakeCoursera(0);
    stops.push(() => coursera.stop());
    const distDir = e2eDistDir();
    const [stacks] = await Promise.all([
      timed(
        `${workers} stack(s)`,
        Promise.all(
          Array.from({ length: workers }, (_, index) => startWorkerStack(index, coursera.url, stops)),
        ),
      ),
      process.env.ELO_E2E_SKIP_BUILD
        ? Promise.resolve()
        : timed('build of both apps', buildForE2e(distDir, ['site', 'admin'])),
    ]);
    // The specs compute dates in the community's time zone, as the server renders them; set only now,
    // since the stacks (their seed's dates) and the builds run in the machine's own zone.
    process.env.TZ ||= 'America/Sao_Paulo';
    const envs = await timed(
      'web servers',
      Promise.all(
        stacks.map(async (stack, index): Promise<E2eWorkerEnv> => {
          const workerDir = e2eWorkerDistDir(index);
          await prepareWorkerBuild(distDir, workerDir, stack.apiUrl);
          const web: E2eWebServer = await startE2eWebServer({
            distDir: workerDir,
            port: e2ePorts(index).webPort,
            backend: stack,
          });
          stops.push(() => web.stop());
          return {
            apiUrl: stack.apiUrl,
            dbUrl: stack.dbUrl,
            mailboxUrl: stack.mailboxUrl,
            linkedinUrl: stack.linkedinUrl,
            siteUrl: web.url,
          };
        }),
      ),
    );
    process.env[E2E_WORKERS_ENV] = JSON.stringify(envs);
    return stopAll;
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** Awaits `work` and prints how long it took (where the set-up time goes). */
async function timed<T>(label: string, work: Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work;
  console.log(`⏱ e2e set-up, ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}

/** A fresh seeded stack for one worker, on the worker's ports, with the limits the specs need raised. */
async function startWorkerStack(
  index: number,
  courseraUrl: string,
  stops: Array<() => Promise<void>>,
): Promise<TestStack> {
  const { portBase, webPort } = e2ePorts(index);
  const siteUrl = `http://localhost:${webPort}`;
  const stack = await startTestStack({
    portBase,
    env: {
      ELO_SITE_URL: siteUrl,
      ELO_ADDITIONAL_REDIRECT_URLS: `${siteUrl}/**,http://127.0.0.1:${webPort}/**`,
      COURSERA_API_URL: courseraUrl,
      // The specs sign in, sign up and subscribe from one address many times over.
      ...authRateLimitEnv(1_000_000),
    },
  });
  stops.push(() => stack.stop());
  await raiseNewsletterRateLimits(stack.dbUrl);
  return stack;
}
