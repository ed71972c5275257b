import { loadStackConfig } from './config.ts';
import { MigrationError } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { onStop } from './stop-signals.ts';
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
  // In place before the ready line: whoever reads it may stop us at once.
  onStop(async (reason) => {
    console.log(`\n${reason}: stopping the local stack…`);
    await stack.stop();
    process.exit(0);
  });
  printReady(stack);
}

main().catch((err: unknown) => {
  if (err instanceof MigrationError || err instanceof HalfInitialisedError) {
    console.error(`\n${err.message}`);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
