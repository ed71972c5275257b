import { existsSync, unwatchFile, watchFile } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { authMailIdle } from './auth/mail-queue.ts';
import { loadStackConfig, type StackConfig } from './config.ts';
import { createPool, type StackContext } from './context.ts';
import { copyDbTemplate, dbTemplateFor, seedFromTemplate } from './db-template.ts';
import { createGateway } from './gateway.ts';
import { startLinkedinStandin } from './linkedin-standin/index.ts';
import { startMailbox, type ServiceHandle } from './mailbox/index.ts';
import { startMailWorker } from './mail-worker.ts';
import { applyMigrations, connect, initialiseDatabase } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { dbDir, startPostgres, type PostgresHandle } from './postgres.ts';
import { startPostgrest, type PostgrestHandle } from './postgrest.ts';
import { demoSecretsIn } from './production/secrets.ts';
import { SigningKeyRing } from './signing-key-ring.ts';

export interface RunningStack {
  config: StackConfig;
  /** True when this start created and seeded the database. */
  initialised: boolean;
  stop(): Promise<void>;
}

export interface StartOptions {
  config?: StackConfig;
  log?: (line: string) => void;
}

const MARKER = '.initialised';

export class HalfInitialisedError extends Error {}

export function markerPath(config: StackConfig): string {
  return path.join(config.stackDir, MARKER);
}

/** Checks every port first so a busy one is named before anything starts. */
async function assertPortsFree(config: StackConfig): Promise<void> {
  const { ports } = config;
  await assertPortFree(ports.api, 'API gateway');
  await assertPortFree(ports.db, 'PostgreSQL');
  await assertPortFree(ports.postgrest, 'PostgREST');
  await assertPortFree(ports.postgrestAdmin, 'PostgREST admin');
  await assertPortFree(ports.mailbox, 'mailbox');
  await assertPortFree(ports.smtp, 'mailbox SMTP');
  await assertPortFree(ports.linkedin, 'LinkedIn stand-in');
}

/**
 * Starts PostgreSQL, applies bootstrap + migrations + seed on an empty data dir (pending migrations
 * otherwise), then PostgREST, the gateway with auth/storage/functions, the mailbox and the LinkedIn
 * stand-in. On any failure everything already started is stopped again.
 */
export async function startStack(options: StartOptions = {}): Promise<RunningStack> {
  const given = options.config ?? loadStackConfig();
  const log = options.log ?? ((line: string) => console.log(line));
  if (given.mode === 'production') {
    const demo = demoSecretsIn(given);
    if (demo.length > 0) {
      throw new Error(`Production refuses the public demo values (${demo.join(', ')}).`);
    }
  }
  // Production waits longer for requests in flight to finish before a service is stopped anyway.
  const stopTimeoutMs = given.mode === 'production' ? 25_000 : 5000;

  const stops: Array<() => Promise<void>> = [];
  let postgres: PostgresHandle | undefined;
  // Each step gets a bounded time, so one stuck step (say, a pool waiting for a leaked client)
  // never keeps PostgreSQL and PostgREST running after the stack is asked to stop.
  const stopAll = async () => {
    // The services go down first, PostgreSQL last: none of that is a crash to recover from.
    postgres?.stopSupervising();
    for (const stop of stops.reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log(`A local service did not stop within ${stopTimeoutMs / 1000} s; moving on.`);
          resolve();
        }, stopTimeoutMs);
      });
      await Promise.race([stop().catch((err) => log(`stop failed: ${String(err)}`)), timeout]);
      clearTimeout(timer);
    }
    stops.length = 0;
  };

  const fresh = !existsSync(dbDir(given));
  if (!fresh && !existsSync(markerPath(given))) {
    throw new HalfInitialisedError(
      `The local database in ${given.stackDir} was not fully initialised (an earlier start was ` +
        `interrupted or a migration failed). Run "npm run db:reset" to rebuild it from migrations and seed.`,
    );
  }

  // Sessions are signed with the key set (generated on the first start); the legacy secret still verifies.
  const keys = given.signingKeys ?? (await openSigningKeys(given.signingKeysFile, log));
  const config: StackConfig = { ...given, signingKeys: keys };

  try {
    if (!fresh) {
      // An orphan postmaster of ours is stopped by startPostgres; other ports must be free.
      await assertPortFree(config.ports.api, 'API gateway');
      await assertPortFree(config.ports.postgrest, 'PostgREST');
      await assertPortFree(config.ports.postgrestAdmin, 'PostgREST admin');
      await assertPortFree(config.ports.mailbox, 'mailbox');
      await assertPortFree(config.ports.smtp, 'mailbox SMTP');
      await assertPortFree(config.ports.linkedin, 'LinkedIn stand-in');
    } else {
      await assertPortsFree(config);
    }

    // A test run hands every fresh stack a ready-made cluster to copy (db-template.ts).
    const template = fresh ? dbTemplateFor(config) : undefined;
    if (template) await copyDbTemplate(template, config);
    const database = await startPostgres(config, { initialise: fresh && !template, log });
    postgres = database;
    stops.push(() => database.stop());

    if (fresh) {
      log(
        config.mode === 'production'
          ? 'Initialising the database (bootstrap, migrations; no demo data)…'
          : 'Initialising the local database (bootstrap, migrations, seed)…',
      );
      await (template ? seedFromTemplate(config, log) : initialiseDatabase(config, log));
      await writeFile(markerPath(config), new Date().toISOString());
    } else {
      const client = connect(config);
      await client.connect();
      try {
        await applyMigrations(client, log);
      } finally {
        await client.end();
      }
    }

    const postgrest: PostgrestHandle = await startPostgrest(config, log);
    stops.push(() => postgrest.stop());

    // After PostgreSQL restarted by itself, PostgREST reloads its schema cache from the database as it is
    // now; the services' pool opens new connections on demand.
    database.onRestarted(() => postgrest.reloadSchemaCache());
    stops.push(watchSigningKeys(keys, log, () => postgrest.reloadSigningKeys()));

    const db = createPool(config, log);
    stops.push(() => db.end());
    const ctx: StackContext = { config, db, log };

    const gateway: FastifyInstance = await createGateway(ctx, postgrest.url);
    await gateway.listen({ port: config.ports.api, host: '127.0.0.1' });
    stops.push(() => gateway.close());

    const mailbox: ServiceHandle = await startMailbox(ctx);
    stops.push(() => mailbox.stop());
    // The stand-in signs anyone in as a demo persona: development only.
    if (config.mode === 'development') {
      const linkedin: ServiceHandle = await startLinkedinStandin(ctx);
      stops.push(() => linkedin.stop());
    }
    const mailWorker = startMailWorker(ctx);
    stops.push(() => mailWorker.stop());
    // Auth e-mails queued by the last answers still go out before the mailbox and the pool close.
    stops.push(() => authMailIdle(ctx));

    return { config, initialised: fresh, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function openSigningKeys(file: string, log: (line: string) => void): Promise<SigningKeyRing> {
  const { ring, created } = await SigningKeyRing.open(file);
  if (created) log(`Generated the ES256 signing key set in ${file}.`);
  return ring;
}

/**
 * A rotation (npm run rotate-keys) rewrites the key file; the running stack picks it up within a few
 * seconds: the gateway's services at once, PostgREST through its configuration reload.
 */
function watchSigningKeys(
  ring: SigningKeyRing,
  log: (line: string) => void,
  onChange: () => Promise<void>,
): () => Promise<void> {
  const check = () => {
    if (!ring.reload(log)) return;
    log('Signing keys changed: now signing with the key in use, verifying the ones not revoked.');
    onChange().catch((err: unknown) => log(`signing keys: PostgREST reload failed (${String(err)})`));
  };
  watchFile(ring.file, { interval: 1000, persistent: false }, check);
  return async () => unwatchFile(ring.file, check);
}

/** Deletes the data folder; the next start rebuilds it from migrations and seed. */
export async function wipeStackData(config: StackConfig): Promise<void> {
  await rm(config.stackDir, { recursive: true, force: true });
}

/**
 * Edge functions and services share this process: a stray rejection in one request must be logged,
 * not take the whole local backend down (the hosted runtimes isolate each function).
 */
export function logStrayErrors(log: (line: string) => void = (line) => console.error(line)): void {
  process.on('unhandledRejection', (reason) => {
    log(
      `Unhandled rejection in a local service: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
  });
}
