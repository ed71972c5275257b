// First: React must load its production build (see production-env.ts).
import './production-env.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import pg from 'pg';
import { REPO_ROOT, type StackConfig } from '../supabase/local/config.ts';
import { liveDurabilityProblems, productionProblems } from '../supabase/local/production/check.ts';
import {
  dataDirFrom,
  productionSettings,
  productionStackConfig,
  type ProductionSettings,
} from '../supabase/local/production/config.ts';
import { serverOptions } from '../supabase/local/production/http-options.ts';
import { jsonLogger } from '../supabase/local/production/log.ts';
import {
  assertOutsideRepository,
  loadOrCreateSecrets,
  newSigningSecrets,
  readSecrets,
  secretsFile,
} from '../supabase/local/production/secrets.ts';

/**
 * npm run start:prod: the community on one server. The stack (PostgreSQL made durable, PostgREST, auth,
 * storage, functions) with the data folder's own secrets, the production site server with the
 * back-office, daily backups, and a health endpoint, all on 127.0.0.1 behind a TLS reverse proxy.
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
  const { createBackup, listBackups, pruneBackups } = await import('../supabase/local/production/backup.ts');
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

async function main(): Promise<number> {
  const settings = productionSettings(dataDirFrom(argv));
  assertOutsideRepository(settings.dataDir);
  if (argv.includes('--check')) return check(settings);
  // Loaded only to run: a --check stays quick.
  const { HalfInitialisedError, logStrayErrors, startStack } = await import('../supabase/local/stack.ts');
  const { onStop } = await import('../supabase/local/stop-signals.ts');
  const { MigrationError } = await import('../supabase/local/migrate.ts');
  const { createPool } = await import('../supabase/local/context.ts');
  const { adminCount, ensureFirstAdmin, smtpConfigured } =
    await import('../supabase/local/production/first-admin.ts');
  const { healthReport } = await import('../supabase/local/production/health.ts');
  const { ensureProductionBuild } = await import('./prod-build.ts');
  const { createSiteServer } = await import('./site-server.ts');
  startErrors.push(MigrationError, HalfInitialisedError);

  const { secrets, file, created } = await loadOrCreateSecrets(settings.dataDir);
  say([created ? `Secrets generated in ${file} (mode 0600).` : `Secrets read from ${file}.`]);
  const config = productionStackConfig(settings, secrets);
  const problems = await productionProblems(settings.dataDir, config);
  if (problems.length > 0) {
    say(['Refusing to start:', ...problems.map((p) => `  - ${p}`)]);
    return 1;
  }

  const distDir = path.resolve(process.env.ELO_DIST_DIR || path.join(REPO_ROOT, 'dist'));
  if (!argv.includes('--skip-build')) {
    ensureProductionBuild(distDir, settings.publicApiUrl, secrets.anonKey, (line) => info(line));
  }
  // The server-rendered pages read Supabase at the public address (as browsers do) with the new key.
  process.env.SUPABASE_URL = settings.publicApiUrl;
  process.env.SUPABASE_ANON_KEY = secrets.anonKey;
  process.env.SITE_URL = settings.publicUrl;
  // The page cache listens to the database for content changes (site/server/content-changes.ts).
  process.env.SITE_DATABASE_URL ||= config.dbUrl;
  process.env.TZ ||= 'America/Sao_Paulo';

  const stack = await startStack({ config, log: (line) => info(line) });
  logStrayErrors((line) => warn(line));
  const db = createPool(config, (line) => warn(line));
  const stops: Array<() => Promise<void> | void> = [() => stack.stop(), () => db.end()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  // Before anything is announced: a supervisor that stops us right after the ready line must find
  // the handlers in place (a signal without one kills the process and leaves the stack running).
  onStop(async (reason) => {
    info(`${reason}: finishing requests in flight, then stopping`);
    // Bounded: whatever hangs, the process ends.
    setTimeout(() => process.exit(1), 60_000).unref();
    await stopAll();
    info('stopped');
    process.exit(0);
  });

  try {
    const live = await liveDurabilityProblems(db);
    if (live.length > 0) {
      say(['Refusing to run:', ...live.map((p) => `  - ${p}`)]);
      await stopAll();
      return 1;
    }

    let adminLine = '  Admin        an admin account exists';
    if ((await adminCount(db)) === 0) {
      const email = await askAdminEmail();
      if (!email) {
        adminLine =
          '  Admin        none yet: set ELO_ADMIN_EMAIL (or start in a terminal to be asked) and start again';
      } else {
        const result = await ensureFirstAdmin(config, db, email);
        if (result.kind === 'mailed') adminLine = `  Admin        invite mailed to ${email}`;
        if (result.kind === 'link') {
          adminLine = [
            `  Admin        ${email} (no SMTP configured: this one-time link, valid for an hour,`,
            `               signs the first admin in to the back-office)`,
            `               ${result.link}`,
          ].join('\n');
        }
      }
    }

    const site = await createSiteServer({
      distDir,
      origin: settings.publicUrl,
      serverOptions: serverOptions(config, 'site'),
      configure: (app) => {
        app.addHook('onRequest', async (request, reply) => {
          reply.header('x-request-id', request.id);
        });
        app.get('/healthz', async (_request, reply) => {
          const report = await healthReport(config, db, async () => {
            const res = await app.inject({ method: 'GET', url: '/' });
            return res.statusCode;
          });
          return reply
            .code(report.status === 'ok' ? 200 : 503)
            .header('cache-control', 'no-store')
            .send(report);
        });
      },
    });
    await site.listen({ port: settings.webPort, host: settings.webHost });
    stops.push(() => site.close());
    const stopBackups = await scheduleBackups(config, settings);
    stops.push(stopBackups);

    say([
      '',
      'Elo CX is running in production mode.',
      `  Site         ${settings.publicUrl}/   (served on ${settings.webHost}:${settings.webPort})`,
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
