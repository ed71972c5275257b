// First: React must load its production build (see production-env.ts).
import './production-env.ts';
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import pg from 'pg';
import { withMemberSignInOrigin, REPO_ROOT } from '#supabase/local/config.ts';
import { siteWorkerCount } from '#supabase/local/production/config.ts';
import { healthReport, memoized } from '#supabase/local/production/health.ts';
import { serverOptions } from '#supabase/local/production/http-options.ts';
import { readInstall } from '#supabase/local/production/install.ts';
import { jsonLogger } from '#supabase/local/production/log.ts';
import { announceReady } from '#supabase/local/production/supervisor.ts';
import { onStop } from '#supabase/local/stop-signals.ts';
import { proxyApiToStack } from '#site/server/http/api-proxy.ts';
import { createSiteServer } from '#site/server/http/site-server.ts';

/**
 * The production site server of npm run start:prod, as a process of its own: a primary that runs
 * ELO_SITE_WORKERS workers (default: one per core) sharing the site's port, and starts a crashed
 * worker again. Each worker serves the pages, the back-office, the API relay and /healthz.
 */
const info = jsonLogger('site');
const warn = jsonLogger('site', 'warn');
const argv = process.argv.slice(2);

/** How long /healthz reuses a finished round of checks. */
const HEALTH_MEMO_MS = 2000;

async function runWorker(): Promise<void> {
  const { settings, config } = await readInstall(argv);
  // The sign-in form posts lead on to the identity provider: the pages' policy allows it.
  process.env.AUTH_PROVIDER_ORIGINS = withMemberSignInOrigin(config, process.env.AUTH_PROVIDER_ORIGINS);
  const distDir = path.resolve(process.env.ELO_DIST_DIR || path.join(REPO_ROOT, 'dist'));
  const upstream = process.env.ELO_INTERNAL_API_URL!;
  // One connection is enough for a health check.
  const db = new pg.Pool({ connectionString: config.dbUrl, max: 1, connectionTimeoutMillis: 3000 });
  db.on('error', () => undefined);
  const site = await createSiteServer({
    distDir,
    origin: settings.publicUrl,
    serverOptions: serverOptions(config, 'site'),
    configure: async (app) => {
      app.addHook('onRequest', async (request, reply) => {
        reply.header('x-request-id', request.id);
      });
      await proxyApiToStack(app, upstream);
      const check = memoized(
        () =>
          healthReport(config, db, async (url, headers) => {
            const res = await app.inject({ method: 'GET', url, headers });
            return res.statusCode;
          }),
        HEALTH_MEMO_MS,
      );
      app.get('/healthz', async (_request, reply) => {
        const report = await check();
        return reply
          .code(report.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(report);
      });
    },
  });
  await site.listen({ port: settings.webPort, host: settings.webHost });
  onStop(async () => {
    setTimeout(() => process.exit(1), 60_000).unref();
    await site.close();
    await db.end().catch(() => undefined);
    process.exit(0);
  });
  // The primary stops its workers with this message (a signal would reach the whole group).
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') process.kill(process.pid, 'SIGTERM');
  });
}

function runPrimary(): void {
  const count = siteWorkerCount();
  let stopping = false;
  let listening = 0;
  let backoffMs = 1000;
  const workers = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    info('site worker started', { pid: worker.process.pid });
    worker.once('listening', () => {
      listening++;
      if (listening === count) {
        info(`site ready with ${count} worker${count > 1 ? 's' : ''}`, { workers: count });
        announceReady();
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) return;
    // A worker that never served is a start failure (a missing build, a busy port): it says why.
    if (listening < count) {
      warn('a site worker failed to start', { code, signal });
      process.exit(1);
    }
    warn(
      `a site worker ${signal ? `was killed by ${signal}` : `exited with code ${code}`}; starting another`,
      {
        pid: worker.process.pid,
        code,
        signal,
      },
    );
    setTimeout(fork, backoffMs);
    backoffMs = Math.min(backoffMs * 2, 30_000);
    setTimeout(() => (backoffMs = 1000), 60_000).unref();
  });
  onStop(async () => {
    stopping = true;
    setTimeout(() => process.exit(1), 60_000).unref();
    const exits = [...workers].map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.send({ type: 'stop' });
        }),
    );
    await Promise.all(exits);
    process.exit(0);
  });
  for (let i = 0; i < count; i++) fork();
}

try {
  if (cluster.isPrimary) runPrimary();
  else await runWorker();
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
