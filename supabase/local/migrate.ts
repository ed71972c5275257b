import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { SUPABASE_DIR, type StackConfig } from './config.ts';
import { seedBucketObjects } from './storage/seed-objects.ts';

const BOOTSTRAP_DIR = path.join(SUPABASE_DIR, 'local', 'bootstrap');
const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const SEED_FILE = path.join(SUPABASE_DIR, 'seed.sql');

export class MigrationError extends Error {}

function describeSqlError(file: string, sql: string, err: unknown): string {
  const e = err as { message?: string; position?: string; detail?: string; hint?: string };
  let where = '';
  if (e.position) {
    const line = sql.slice(0, Number(e.position)).split('\n').length;
    where = ` (line ${line})`;
  }
  const extra = [e.detail, e.hint].filter(Boolean).join(' ');
  return `${file}${where}: ${e.message ?? String(err)}${extra ? ` (${extra})` : ''}`;
}

async function runFile(client: pg.Client, label: string, sql: string): Promise<void> {
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw new MigrationError(describeSqlError(label, sql, err));
  }
}

export function connect(config: StackConfig): pg.Client {
  return new pg.Client({ connectionString: config.dbUrl, application_name: 'elo-stack' });
}

/** What the platform provides before any project migration: roles, auth and storage schemas. */
export async function bootstrap(client: pg.Client): Promise<void> {
  const files = (await readdir(BOOTSTRAP_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    await runFile(client, `bootstrap/${file}`, await readFile(path.join(BOOTSTRAP_DIR, file), 'utf8'));
  }
}

export async function listMigrationFiles(migrationsDir: string = MIGRATIONS_DIR): Promise<string[]> {
  if (!existsSync(migrationsDir)) return [];
  return (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
}

/**
 * Applies the migrations not yet recorded in supabase_migrations.schema_migrations, in order; with
 * `only`, just those versions (a restore rebuilds the schema its backup was taken on).
 */
export async function applyMigrations(
  client: pg.Client,
  log: (line: string) => void,
  migrationsDir: string = MIGRATIONS_DIR,
  only?: ReadonlySet<string>,
): Promise<string[]> {
  const { rows } = await client.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((r) => r.version));
  const done: string[] = [];
  for (const file of await listMigrationFiles(migrationsDir)) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version) || (only && !only.has(version))) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      const label =
        migrationsDir === MIGRATIONS_DIR ? `supabase/migrations/${file}` : path.join(migrationsDir, file);
      throw new MigrationError(`Migration failed: ${describeSqlError(label, sql, err)}`);
    }
    log(`Applied migration ${file}`);
    done.push(file);
  }
  return done;
}

/**
 * Runs supabase/seed.sql. The API and LinkedIn stand-in URLs are handed over so seeded storage URLs and
 * member pictures point at this stack (the seed falls back to the CLI's ports without them).
 */
export async function applySeed(client: pg.Client, config: StackConfig): Promise<void> {
  if (!existsSync(SEED_FILE)) return;
  const sql = await readFile(SEED_FILE, 'utf8');
  await client.query(`select set_config('elo.api_url', $1, false)`, [config.apiUrl]);
  await client.query(`select set_config('elo.linkedin_url', $1, false)`, [config.linkedinStandinUrl]);
  await runFile(client, 'supabase/seed.sql', sql);
}

/**
 * The API's login role gets the stack's database password (the bootstrap gives it the CLI's
 * well-known one).
 */
export async function setAuthenticatorPassword(client: pg.Client, config: StackConfig): Promise<void> {
  const { rows } = await client.query<{ sql: string }>(
    `select format('alter role authenticator password %L', $1::text) as sql`,
    [config.dbPassword],
  );
  await client.query(rows[0].sql);
}

/**
 * Fresh database: bootstrap and migrations, then (development only) the demo seed rows and the seed
 * files of the buckets. A production database starts empty.
 */
export async function initialiseDatabase(config: StackConfig, log: (line: string) => void): Promise<void> {
  const client = connect(config);
  await client.connect();
  try {
    await bootstrap(client);
    if (config.mode === 'production') await setAuthenticatorPassword(client, config);
    await applyMigrations(client, log);
    if (config.mode === 'development') {
      await applySeed(client, config);
      await seedBucketObjects(client, config);
    }
  } finally {
    await client.end();
  }
}
