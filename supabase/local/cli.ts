import { loadStackConfig } from './config.ts';
import { MigrationError } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { onStopSignals } from './postgres.ts';
import {
  HalfInitialisedError,
  logStrayErrors,
  startStack,
  wipeStackData,
  type RunningStack,
} from './stack.ts';

/**
 * npm run stack      starts the local Supabase stack in the foreground (Ctrl-C stops every child).
 * npm run db:reset   rebuilds the database from migrations and seed, then exits.
 */
const resetOnly = process.argv.includes('--reset-only');
const config = loadStackConfig();

function printReady(stack: RunningStack): void {
  const c = stack.config;
  console.log(
    [
      '',
      'Local Supabase stack is running:',
      `  API URL          ${c.apiUrl}`,
      `  DB URL           ${c.dbUrl}`,
      `  Mailbox          ${c.mailboxUrl}`,
      `  LinkedIn stand-in ${c.linkedinStandinUrl}`,
      `  anon key         ${c.anonKey}`,
      `  service_role key ${c.serviceRoleKey}`,
      '',
      'ELO_STACK_READY',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (resetOnly) {
    try {
      await assertPortFree(config.ports.db, 'PostgreSQL');
    } catch {
      throw new Error(
        `The stack is running (port ${config.ports.db} is busy). Stop it with Ctrl-C, then run "npm run db:reset" again.`,
      );
    }
    await wipeStackData(config);
    const stack = await startStack({ config });
    await stack.stop();
    console.log(`Database rebuilt from migrations and seed in ${config.stackDir}.`);
    return;
  }

  const stack = await startStack({ config });
  logStrayErrors();
  printReady(stack);

  // Started by a test run or npm start, our output may be a pipe whose reader is gone: a failed write
  // must not crash the stack halfway through its shutdown.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await stack.stop();
    process.exit(0);
  };
  onStopSignals((signal) => void shutdown(signal));
  // When started by a test run or by npm start, go down with the parent instead of orphaning.
  if (process.env.ELO_EXIT_WITH_PARENT) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown('parent exited');
    }, 1000).unref();
  }
}

main().catch((err: unknown) => {
  if (err instanceof MigrationError || err instanceof HalfInitialisedError) {
    console.error(`\n${err.message}`);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
