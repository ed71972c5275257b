import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import type { StackConfig } from '../config.ts';
import { storageRoot } from '../storage/paths.ts';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'elo-cx-backup';
export const DATABASE_FILE = 'database.ndjson.gz';
const MANIFEST_FILE = 'manifest.json';
const BATCH_ROWS = 500;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the database had: a restore rebuilds exactly this schema before loading rows. */
  migrations: string[];
  tables: Array<{ table: string; rows: number }>;
  sequences: Array<{ sequence: string; value: string | null }>;
  files: Array<{ path: string; size: number }>;
}

/** Every table holding data (the migrations' own bookkeeping is rebuilt by the restore instead). */
const DATA_TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as table
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and c.relpersistence = 'p'
    and n.nspname not in ('pg_catalog', 'information_schema', 'supabase_migrations')
    and n.nspname not like 'pg\\_%'
    and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
  order by 1`;

export async function listDataTables(client: pg.Client): Promise<string[]> {
  return (await client.query<{ table: string }>(DATA_TABLES_SQL)).rows.map((r) => r.table);
}

/** Files under the storage root, relative, without upload leftovers (.upload-*, .copy-*). */
export async function listStoredFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/^\.(upload|copy)-/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

async function writeLine(stream: NodeJS.WritableStream, line: string): Promise<void> {
  if (!stream.write(`${line}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

/**
 * Every table's rows, read in one repeatable-read snapshot (a consistent picture while the site keeps
 * running), as pairs of lines: {"table": …} then the JSON array of a batch of rows exactly as
 * PostgreSQL printed it (numbers keep their full precision).
 */
async function dumpDatabase(
  client: pg.Client,
  file: string,
): Promise<Omit<BackupManifest, 'files' | 'format' | 'version' | 'createdAt'>> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', () => resolve());
    out.once('error', reject);
    gzip.once('error', reject);
  });
  gzip.pipe(out);
  const tables: BackupManifest['tables'] = [];
  await client.query('begin isolation level repeatable read read only');
  try {
    const migrations = (
      await client.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
    ).rows.map((r) => r.version);
    for (const table of await listDataTables(client)) {
      await client.query(
        `declare rows_cursor no scroll cursor for select to_jsonb(t)::text as row from ${table} t`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from rows_cursor`);
        if (rows.length === 0) break;
        count += rows.length;
        await writeLine(gzip, JSON.stringify({ table }));
        await writeLine(gzip, `[${rows.map((r) => r.row).join(',')}]`);
      }
      await client.query('close rows_cursor');
      tables.push({ table, rows: count });
    }
    const sequences = (
      await client.query<{ sequence: string; value: string | null }>(
        `select format('%I.%I', schemaname, sequencename) as sequence, last_value::text as value
         from pg_sequences where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
      )
    ).rows;
    await client.query('commit');
    gzip.end();
    await closed;
    return { migrations, tables, sequences };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    gzip.destroy();
    out.destroy();
    throw err;
  }
}

/** A hard link when the backup lives on the same disk (instant, no extra space), else a copy. */
async function linkOrCopy(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}

/**
 * One backup file (a tar archive, 0600) in backupDir: the database's rows (dumped first) and then the
 * stored files, with a manifest of the schema version, row counts and files. Returns its path.
 */
export async function createBackup(
  config: StackConfig,
  backupDir: string,
): Promise<{ file: string; manifest: BackupManifest }> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(backupDir, '.staging-'));
  try {
    const client = new pg.Client({ connectionString: config.dbUrl, application_name: 'elo-backup' });
    await client.connect();
    let dumped;
    try {
      dumped = await dumpDatabase(client, path.join(staging, DATABASE_FILE));
    } finally {
      await client.end();
    }
    // Files after rows: an object whose row is in the dump has its file here unless deleted meanwhile.
    const root = storageRoot(config);
    const files: BackupManifest['files'] = [];
    for (const relative of await listStoredFiles(root)) {
      const source = path.join(root, relative);
      try {
        const { size } = await stat(source);
        await linkOrCopy(source, path.join(staging, 'storage', relative));
        files.push({ path: relative, size });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      ...dumped,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const file = path.join(backupDir, `elo-backup-${timestamp()}.tar`);
    const partial = `${file}.partial`;
    await run('tar', ['-cf', partial, '-C', staging, '.']);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes backups older than keepDays; the newest one always stays. Returns the removed paths. */
export async function pruneBackups(backupDir: string, keepDays: number, now = Date.now()): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const removed: string[] = [];
  for (const backup of backups.slice(1)) {
    if (now - backup.mtimeMs > keepDays * 24 * 3600 * 1000) {
      await rm(backup.file, { force: true });
      removed.push(backup.file);
    }
  }
  return removed;
}

/** The folder's backups, newest first. */
export async function listBackups(backupDir: string): Promise<Array<{ file: string; mtimeMs: number }>> {
  if (!existsSync(backupDir)) return [];
  const names = (await readdir(backupDir)).filter((n) => /^elo-backup-.+\.tar$/.test(n));
  const backups = await Promise.all(
    names.map(async (name) => {
      const file = path.join(backupDir, name);
      return { file, mtimeMs: (await stat(file)).mtimeMs };
    }),
  );
  return backups.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/** Unpacks a backup into a new folder inside `into` and reads its manifest. */
export async function unpackBackup(
  file: string,
  into: string,
): Promise<{ dir: string; manifest: BackupManifest }> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(into, '.restore-'));
  await run('tar', ['-xf', path.resolve(file), '-C', dir]);
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${file} is not an Elo CX backup (no ${MANIFEST_FILE}).`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new Error(`${file} is not a backup this version of Elo CX can read.`);
  }
  return { dir, manifest };
}

/** The dumped rows, batch by batch, as written by createBackup. */
export async function* readDump(dir: string): AsyncGenerator<{ table: string; rowsJson: string }> {
  const lines = createInterface({
    input: createReadStream(path.join(dir, DATABASE_FILE)).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let table: string | null = null;
  for await (const line of lines) {
    if (!line) continue;
    if (table === null) {
      table = (JSON.parse(line) as { table: string }).table;
    } else {
      yield { table, rowsJson: line };
      table = null;
    }
  }
}

export function storedFilesDir(unpacked: string): string {
  return path.join(unpacked, 'storage');
}
