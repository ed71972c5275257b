import { jsonLogger } from '#supabase/local/production/log.ts';
import { readInstall } from '#supabase/local/production/install.ts';
import { announceReady } from '#supabase/local/production/supervisor.ts';
import { logStrayErrors, startStack } from '#supabase/local/stack.ts';
import { onStop } from '#supabase/local/stop-signals.ts';

/**
 * The stack of a production install (PostgreSQL, PostgREST, and the gateway with auth, storage and
 * functions), run by npm run start:prod as a process of its own.
 */
const info = jsonLogger('stack');
const warn = jsonLogger('stack', 'warn');

try {
  const { config } = await readInstall(process.argv.slice(2));
  const stack = await startStack({ config, log: (line) => info(line) });
  logStrayErrors((line) => warn(line));
  onStop(async (reason) => {
    info(`${reason}: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(1), 60_000).unref();
    await stack.stop();
    process.exit(0);
  });
  announceReady();
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
