// First: React must load its production build, as on the production server (see production-env.ts).
import '#scripts/production-env.ts';
import { startWebServer } from '#site/server/http/web-server.ts';

/**
 * One worker's web server, in a process of its own: the production server on a build (ELO_DIST_DIR)
 * and port (PORT), talking to the worker's stack through this process's environment (SUPABASE_URL,
 * SITE_DATABASE_URL, AUTH_PROVIDER_ORIGINS). Prints ELO_WEB_READY once it takes requests; stops on
 * SIGTERM or when the test run that started it is gone.
 */
const server = await startWebServer({
  mode: 'static',
  port: Number(process.env.PORT),
  distDir: process.env.ELO_DIST_DIR,
});
console.log(`ELO_WEB_READY ${server.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void server.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
