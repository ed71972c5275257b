// First: React must load its production build (see production-env.ts).
import './production-env.ts';
import cluster from 'node:cluster';
import path from 'node:path';
import { siteWorkerCount } from '#supabase/local/production/config.ts';
import { startWebServer } from '#site/server/http/web-server.ts';

/**
 * The load bench's stand-in for start:prod's site process (scripts/prod-site.ts): a node:cluster
 * primary running ELO_SITE_WORKERS workers (default one per core) that share one port, each serving
 * the production build as `npm run serve` does. The stack's own processes are the bench's.
 * Prints `Site: <url>/ workers <pid,pid…>` once every worker listens.
 */
const port = Number(process.env.PORT ?? 5173);

if (cluster.isPrimary) {
  const count = siteWorkerCount();
  const pids: number[] = [];
  let stopping = false;
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork();
    worker.once('listening', () => {
      pids.push(worker.process.pid!);
      if (pids.length === count) console.log(`Site: http://localhost:${port}/ workers ${pids.join(',')}`);
    });
    worker.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`A site worker ended (${signal ?? code}); the bench stops.`);
        process.exit(1);
      }
    });
  }
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 500);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const distDir = process.env.ELO_DIST_DIR ? path.resolve(process.env.ELO_DIST_DIR) : undefined;
  const server = await startWebServer({ mode: 'static', port, distDir });
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}
