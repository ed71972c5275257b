import pg from 'pg';
import { loadStackConfig, type StackConfig } from '#supabase/local/config.ts';
import { internalApiUrl } from '#supabase/local/production/config.ts';
import { grantAdminAccess } from '#supabase/local/production/first-admin.ts';
import { adminLinkLines } from './admin-link-lines.ts';
import { fail, productionContext } from './prod-cli.ts';

/**
 * npm run admin:invite -- <e-mail> [--data-dir DIR]: makes the address an admin and gives them a way
 * in (the way back for a lost admin link or password). With SMTP configured the link is mailed; without,
 * a one-time link is printed. Runs against the stack that is running: `npm start`'s by default (same
 * ELO_PORT_BASE / PORT), the production one with --data-dir or ELO_DATA_DIR (as the other production
 * commands).
 */
const args = process.argv.slice(2);
const email = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--data-dir');
const production = args.includes('--data-dir') || Boolean(process.env.ELO_DATA_DIR);

async function stackConfig(): Promise<StackConfig> {
  if (production) return (await productionContext(args, { requireExisting: true })).config;
  // As npm start: the apps' port names the site address the link goes to.
  if (process.env.PORT && !process.env.ELO_SITE_URL)
    process.env.ELO_SITE_URL = `http://localhost:${process.env.PORT}`;
  return loadStackConfig();
}

async function assertRunning(config: StackConfig): Promise<void> {
  const running = await fetch(`${internalApiUrl(config)}/auth/v1/health`, {
    headers: { apikey: config.anonKey },
    signal: AbortSignal.timeout(5000),
  }).then(
    (res) => res.ok,
    () => false,
  );
  if (!running) {
    throw new Error(
      `No stack answers at ${internalApiUrl(config)}. Start it first (${
        production ? 'npm run start:prod' : 'npm start'
      }, with the same ELO_PORT_BASE) and run this again.`,
    );
  }
}

try {
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error('Usage: npm run admin:invite -- <e-mail> [--data-dir DIR]');
  }
  const config = await stackConfig();
  await assertRunning(config);
  const db = new pg.Client({ connectionString: config.dbUrl });
  await db.connect();
  try {
    console.log(
      adminLinkLines(await grantAdminAccess(config, db, email.trim())).replace(/^ {2}Admin {8}/, ''),
    );
  } finally {
    await db.end();
  }
} catch (err) {
  fail(err);
}
