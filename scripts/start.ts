import { loadStackConfig, withMemberSignInOrigin } from '#supabase/local/config.ts';
import { MigrationError } from '#supabase/local/migrate.ts';
import { HalfInitialisedError, logStrayErrors, startStack } from '#supabase/local/stack.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { startWebServer } from '#site/server/http/web-server.ts';

/**
 * npm start: the local Supabase stack (initialised and seeded on first run) plus both apps on
 * http://localhost:5173 (site at /, back-office at /admin), in the foreground until Ctrl-C.
 */
const webPort = Number(process.env.PORT ?? 5173);
// Sign-in redirects must come back to wherever the apps are served.
if (process.env.PORT && !process.env.ELO_SITE_URL) process.env.ELO_SITE_URL = `http://localhost:${webPort}`;
const config = loadStackConfig();
// Both apps call the stack this command starts, wherever ELO_PORT_BASE moved it (a VITE_* value set in
// the environment still wins, for pointing the apps at another project on purpose).
process.env.VITE_SUPABASE_URL ??= config.apiUrl;
process.env.VITE_SUPABASE_ANON_KEY ??= config.anonKey;
// The sign-in form posts lead on to the LinkedIn stand-in (or LinkedIn): the pages' policy allows it.
process.env.AUTH_PROVIDER_ORIGINS = withMemberSignInOrigin(config, process.env.AUTH_PROVIDER_ORIGINS);
// The site counts its audience (and the production server purges its page cache) through this database.
process.env.SITE_DATABASE_URL ||= config.dbUrl;

try {
  const stack = await startStack({ config });
  logStrayErrors();
  let web;
  try {
    web = await startWebServer({
      mode: 'dev',
      port: webPort,
    });
  } catch (err) {
    await stack.stop();
    throw err;
  }
  console.log(
    [
      '',
      'Elo CX is running.',
      `  Site         ${web.url}/`,
      `  Back-office  ${web.url}/admin   (sign-in at ${web.url}/admin-auth)`,
      `  Demo admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
      `  Mailbox      ${config.mailboxUrl}   (sign-up confirmation e-mails)`,
      `  LinkedIn     ${config.linkedinStandinUrl}   (local stand-in with demo personas)`,
      `  API          ${config.apiUrl}`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await web.stop();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGHUP', () => void shutdown());
} catch (err) {
  if (err instanceof MigrationError || err instanceof HalfInitialisedError) console.error(`\n${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
