// First: React must load its production build (see production-env.ts).
import './production-env.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import pg from 'pg';
import { REPO_ROOT, type StackConfig } from '#supabase/local/config.ts';
import { liveDurabilityProblems, productionProblems } from '#supabase/local/production/check.ts';
import {
  dataDirFrom,
  internalApiUrl,
  internalRestUrl,
  productionSettings,
  siteWorkerCount,
  productionStackConfig,
  type ProductionSettings,
} from '#supabase/local/production/config.ts';
import { jsonLogger } from '#supabase/local/production/log.ts';
import {
  assertOutsideRepository,
  loadOrCreateSecrets,
  newSigningSecrets,
  readSecrets,
  secretsFile,
} from '#supabase/local/production/secrets.ts';

/**
 * npm run start:prod: the community on one server. The stack (PostgreSQL made durable, PostgREST, auth,
 * storage, functions) with the data folder's own secrets, the production site server with the
 * back-office and the API relay, daily backups, and a health endpoint, all on 127.0.0.1 behind a TLS
 * reverse proxy or on their own. The stack and the site run as processes of their own under this one,
 * which starts a crashed part again (scripts/prod-stack.ts, scripts/prod-site.ts).
 *
 *   --data-dir DIR   where secrets.json, stack/ and backups/ live (ELO_DATA_DIR; ~/.local/share/elo-cx)
 *   --check          only report whether starting would be safe (exit 1 on any problem)
 *   --skip-build     serve the existing build in ELO_DIST_DIR (dist/) as it is
 */
const argv = process.argv.slice(2);
const info = jsonLogger('launcher');
const warn = jsonLogger('launcher', 'warn');
const say = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

async function check(settings: ProductionSettings): Promise<number> {
  const file = secretsFile(settings.dataDir);
  // Before the first start there are no secrets yet; the durability checks need none.
  const secrets = existsSync(file) ? await readSecrets(file).catch(() => null) : null;
  const config = productionStackConfig(
    settings,
    secrets ?? { ...(await newSigningSecrets()), dbPassword: 'not-created-yet', createdAt: '' },
  );
  const problems = await productionProblems(settings.dataDir, config);
  if (existsSync(file) && secrets) problems.push(...(await runningServerProblems(config)));
  if (problems.length === 0) {
    say([`Production check passed for ${settings.dataDir}.`]);
    return 0;
  }
  say(['Production check failed:', ...problems.map((p) => `  - ${p}`)]);
  return 1;
}

/** When the database of this data folder is up, what pg_settings says (else nothing to add). */
async function runningServerProblems(config: StackConfig): Promise<string[]> {
  const client = new pg.Client({ connectionString: config.dbUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return [];
  }
  try {
    return await liveDurabilityProblems(client);
  } finally {
    await client.end();
  }
}

async function askAdminEmail(): Promise<string | undefined> {
  if (process.env.ELO_ADMIN_EMAIL) return process.env.ELO_ADMIN_EMAIL.trim();
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question('E-mail of the first admin: ')).trim() || undefined;
  } finally {
    rl.close();
  }
}

/** Errors whose message alone says what to do (no stack trace). */
const startErrors: Array<new (...args: never[]) => Error> = [];

async function scheduleBackups(config: StackConfig, settings: ProductionSettings): Promise<() => void> {
  const { createBackup, listBackups, pruneBackups } = await import('#supabase/local/production/backup.ts');
  const { intervalHours, keepDays, dir } = settings.backup;
  const intervalMs = intervalHours * 3600 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runOnce = async () => {
    try {
      const { file, manifest } = await createBackup(config, dir);
      const removed = await pruneBackups(dir, keepDays);
      info('backup written', { file, tables: manifest.tables.length, files: manifest.files.length, removed });
    } catch (err) {
      jsonLogger('launcher', 'error')('backup failed', { error: (err as Error).message });
    }
    if (!stopped) timer = setTimeout(() => void runOnce(), intervalMs);
  };
  // The next backup is due one interval after the newest one, so restarts never skip a day.
  void listBackups(dir).then((backups) => {
    const due = backups[0] ? backups[0].mtimeMs + intervalMs - Date.now() : 60_000;
    if (!stopped) timer = setTimeout(() => void runOnce(), Math.max(due, 60_000));
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** A part that ended before it was ready (its own output says why). */
class PartFailedError extends Error {}

async function main(): Promise<number> {
  const settings = productionSettings(dataDirFrom(argv));
  assertOutsideRepository(settings.dataDir);
  if (argv.includes('--check')) return check(settings);
  // Loaded only to run: a --check stays quick.
  const { onStop } = await import('#supabase/local/stop-signals.ts');
  const { createPool } = await import('#supabase/local/context.ts');
  const { adminCount, adminsNeverSignedIn, ensureFirstAdmin, grantAdminAccess, smtpConfigured } =
    await import('#supabase/local/production/first-admin.ts');
  const { supervise } = await import('#supabase/local/production/supervisor.ts');
  const { adminLinkLines } = await import('./admin-link-lines.ts');
  const { ensureProductionBuild } = await import('./prod-build.ts');
  startErrors.push(PartFailedError);

  const { secrets, file, created } = await loadOrCreateSecrets(settings.dataDir);
  say([created ? `Secrets generated in ${file} (mode 0600).` : `Secrets read from ${file}.`]);
  const config = productionStackConfig(settings, secrets);
  const problems = await productionProblems(settings.dataDir, config);
  if (problems.length > 0) {
    say(['Refusing to start:', ...problems.map((p) => `  - ${p}`)]);
    return 1;
  }
  const workers = siteWorkerCount();

  const distDir = path.resolve(process.env.ELO_DIST_DIR || path.join(REPO_ROOT, 'dist'));
  if (!argv.includes('--skip-build')) {
    ensureProductionBuild(distDir, settings.publicApiUrl, secrets.anonKey, (line) => info(line));
  }
  // What the parts inherit. Browsers reach Supabase at the public address; the server's own reads go
  // straight to the stack.
  process.env.ELO_DIST_DIR = distDir;
  process.env.SUPABASE_URL = settings.publicApiUrl;
  process.env.SUPABASE_ANON_KEY = secrets.anonKey;
  process.env.SITE_URL = settings.publicUrl;
  process.env.ELO_INTERNAL_API_URL ||= internalApiUrl(config);
  process.env.ELO_INTERNAL_REST_URL ??= internalRestUrl(config);
  // The page cache listens to the database for content changes (site/server/content-changes.ts).
  process.env.SITE_DATABASE_URL ||= config.dbUrl;
  process.env.TZ ||= 'America/Sao_Paulo';

  // The stack and the site run as processes of their own, started again when they crash.
  const partArgs = ['--data-dir', settings.dataDir];
  const stops: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  // Before anything is announced: a supervisor that stops us right after the ready line must find
  // the handlers in place.
  onStop(async (reason) => {
    info(`${reason}: finishing requests in flight, then stopping`);
    // Bounded: whatever hangs, the process ends.
    setTimeout(() => process.exit(1), 90_000).unref();
    await stopAll();
    info('stopped');
    process.exit(0);
  });

  const stack = supervise(
    { name: 'stack', script: path.join(REPO_ROOT, 'scripts', 'prod-stack.ts'), args: partArgs },
    info,
    warn,
  );
  stops.push(() => stack.stop());
  try {
    await stack.ready.catch((err: Error) => {
      throw new PartFailedError(err.message);
    });
    const db = createPool(config, (line) => warn(line));
    stops.push(() => db.end());

    const live = await liveDurabilityProblems(db);
    if (live.length > 0) {
      say(['Refusing to run:', ...live.map((p) => `  - ${p}`)]);
      await stopAll();
      return 1;
    }

    let adminLine = '  Admin        an admin account exists (a new link: npm run admin:invite -- <e-mail>)';
    const admins = await adminCount(db);
    const waiting = await adminsNeverSignedIn(db);
    if (admins === 0) {
      const email = await askAdminEmail();
      if (!email) {
        adminLine =
          '  Admin        none yet: set ELO_ADMIN_EMAIL (or start in a terminal to be asked) and start again';
      } else {
        const result = await ensureFirstAdmin(config, db, email);
        if (result.kind !== 'exists') adminLine = adminLinkLines(result);
      }
    } else if (admins === 1 && waiting.length === 1) {
      // The only admin never signed in: their link may be lost or expired, so each start offers a new
      // one (printed, whether or not SMTP is set up: no mail is sent on a restart).
      adminLine = adminLinkLines(await grantAdminAccess(config, db, waiting[0], {}));
    }

    const site = supervise(
      { name: 'site', script: path.join(REPO_ROOT, 'scripts', 'prod-site.ts'), args: partArgs },
      info,
      warn,
    );
    stops.push(() => site.stop());
    await site.ready.catch((err: Error) => {
      throw new PartFailedError(err.message);
    });
    const stopBackups = await scheduleBackups(config, settings);
    stops.push(stopBackups);

    say([
      '',
      'Elo CX is running in production mode.',
      `  Site         ${settings.publicUrl}/   (served on ${settings.webHost}:${settings.webPort}, ${workers} worker${workers > 1 ? 's' : ''})`,
      `  Back-office  ${settings.publicUrl}/admin`,
      `  API          ${settings.publicApiUrl}   (gateway on 127.0.0.1:${config.ports.api})`,
      `  Health       ${settings.publicUrl}/healthz`,
      `  Data         ${settings.dataDir}`,
      `  Backups      ${settings.backup.dir}, every ${settings.backup.intervalHours} h, kept ${settings.backup.keepDays} days`,
      `  E-mail       ${smtpConfigured() ? 'SMTP' : 'no SMTP configured: messages stay in the local mailbox'}`,
      adminLine,
      '',
      'ELO_PROD_READY',
    ]);
  } catch (err) {
    await stopAll();
    throw err;
  }

  return -1;
}

main()
  .then((code) => {
    if (code >= 0) process.exit(code);
  })
  .catch((err: unknown) => {
    if (startErrors.some((type) => err instanceof type)) console.error(`\n${(err as Error).message}`);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
