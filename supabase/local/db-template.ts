import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadStackConfig, type StackConfig } from './config.ts';
import { applyMigrations, applySeed, bootstrap, connect } from './migrate.ts';
import { dbDir, startPostgres } from './postgres.ts';
import { seedBucketObjects } from './storage/seed-objects.ts';

/**
 * A ready-made database folder: a cluster after initdb, the bootstrap and every migration, stopped
 * cleanly. A test run starts a score of fresh stacks; each would otherwise spend the same seconds on
 * initdb and migrations. With ELO_DB_TEMPLATE naming such a folder, a fresh development stack copies it
 * and only adds what depends on its own addresses (the seed and the buckets' files). Unset, every stack
 * initialises its own cluster. Production stacks never use it (their passwords are their own).
 */
export const DB_TEMPLATE_ENV = 'ELO_DB_TEMPLATE';

/** The template a fresh stack with this configuration copies, if any. */
export function dbTemplateFor(config: StackConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const template = env[DB_TEMPLATE_ENV];
  if (!template || config.mode !== 'development') return undefined;
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    throw new Error(`${DB_TEMPLATE_ENV} (${template}) is not a PostgreSQL data folder.`);
  }
  return template;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed: ${errors.trim()}`)),
    );
  });
}

/**
 * Copies the template into the stack's database folder. A real copy (`cp -a`, owners and modes kept:
 * as root the files belong to the postgres user): two clusters must never share a file.
 */
export async function copyDbTemplate(template: string, config: StackConfig): Promise<void> {
  await mkdir(config.stackDir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must be able to reach the data dir.
  if (process.getuid?.() === 0) await chmod(config.stackDir, 0o755);
  await run('cp', ['-a', template, dbDir(config)]);
}

/** What a copied template still lacks: any migration newer than it, then the seed and the buckets' files. */
export async function seedFromTemplate(config: StackConfig, log: (line: string) => void): Promise<void> {
  const client = connect(config);
  await client.connect();
  try {
    await applyMigrations(client, log);
    await applySeed(client, config);
    await seedBucketObjects(client, config);
  } finally {
    await client.end();
  }
}

/**
 * Builds a template in `dir` (its `db` folder is the template) with a cluster started on portBase's
 * database port for the time it takes; returns the template's path.
 */
export async function createDbTemplate(dir: string, portBase: number): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  const config = loadStackConfig({ ...process.env, ELO_PORT_BASE: String(portBase), ELO_STACK_DIR: dir });
  const log = (line: string) => console.log(line);
  const postgres = await startPostgres(config, { initialise: true, log });
  try {
    const client = connect(config);
    await client.connect();
    try {
      await bootstrap(client);
      await applyMigrations(client, () => undefined);
    } finally {
      await client.end();
    }
  } finally {
    postgres.stopSupervising();
    await postgres.stop();
  }
  return dbDir(config);
}
