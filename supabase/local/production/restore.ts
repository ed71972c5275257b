import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StackConfig } from '../config.ts';
import {
  applyMigrations,
  bootstrap,
  connect,
  listMigrationFiles,
  setAuthenticatorPassword,
} from '../migrate.ts';
import { assertPortFree } from '../ports.ts';
import { dbDir, startPostgres } from '../postgres.ts';
import { markerPath } from '../stack.ts';
import { storageRoot } from '../storage/paths.ts';
import { listDataTables, readDump, storedFilesDir, unpackBackup, type BackupManifest } from './backup.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A restore replaces the database under a stopped stack only. */
async function assertStackStopped(config: StackConfig): Promise<void> {
  const pidFile = path.join(dbDir(config), 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  try {
    if (pid > 0 && isAlive(pid)) throw new Error('PostgreSQL runs');
    await assertPortFree(config.ports.db, 'PostgreSQL');
    await assertPortFree(config.ports.api, 'API gateway');
  } catch {
    throw new Error('The stack is running. Stop it (systemctl stop elo-cx, or Ctrl-C), then restore again.');
  }
}

async function assertMigrationsKnown(manifest: BackupManifest): Promise<void> {
  const known = new Set((await listMigrationFiles()).map((file) => file.split('_')[0]));
  const missing = manifest.migrations.filter((version) => !known.has(version));
  if (missing.length > 0) {
    throw new Error(
      `The backup was taken on a newer version of Elo CX (migrations ${missing.join(', ')} are not in ` +
        'this copy). Update the code first, then restore.',
    );
  }
}

/**
 * Rebuilds the stack's data folder from a backup: the current folder is kept aside (never deleted), a
 * new cluster gets the backup's schema (bootstrap and the same migrations), every table is emptied and
 * loaded with the backup's rows (triggers off, as pg_restore does), sequences are set, and the stored
 * files are put in place. The next start applies any newer migrations. Returns where the old folder went.
 */
export async function restoreBackup(
  config: StackConfig,
  file: string,
  log: (line: string) => void,
): Promise<{ previous: string | null; manifest: BackupManifest }> {
  await assertStackStopped(config);
  const parent = path.dirname(config.stackDir);
  const { dir, manifest } = await unpackBackup(file, parent);
  try {
    await assertMigrationsKnown(manifest);
    let previous: string | null = null;
    if (existsSync(config.stackDir)) {
      previous = `${config.stackDir}.before-restore-${Date.now()}`;
      await rename(config.stackDir, previous);
      log(`The current data folder was moved to ${previous}.`);
    }
    try {
      await rebuild();
    } catch (err) {
      // Nothing half-restored stays: the folder from before comes back.
      await rm(config.stackDir, { recursive: true, force: true });
      if (previous) await rename(previous, config.stackDir);
      throw err;
    }
    await writeFile(markerPath(config), new Date().toISOString());
    return { previous, manifest };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  async function rebuild(): Promise<void> {
    await mkdir(config.stackDir, { recursive: true });
    const database = await startPostgres(config, { initialise: true, log });
    try {
      const client = connect(config);
      await client.connect();
      try {
        await bootstrap(client);
        if (config.mode === 'production') await setAuthenticatorPassword(client, config);
        await applyMigrations(client, log, undefined, new Set(manifest.migrations));
        await loadRows(client, manifest);
      } finally {
        await client.end();
      }
    } finally {
      await database.stop();
    }
    const files = storedFilesDir(dir);
    if (existsSync(files)) {
      await rm(storageRoot(config), { recursive: true, force: true });
      await rename(files, storageRoot(config));
    }
  }

  async function loadRows(client: ReturnType<typeof connect>, m: BackupManifest): Promise<void> {
    const tables = await listDataTables(client);
    const missing = m.tables.map((t) => t.table).filter((t) => !tables.includes(t));
    if (missing.length > 0)
      throw new Error(`The rebuilt schema lacks tables of the backup: ${missing.join(', ')}`);
    await client.query('begin');
    try {
      // As pg_restore: triggers and foreign-key checks stay off while the rows of all tables go in.
      await client.query('set local session_replication_role = replica');
      await client.query(`truncate ${tables.join(', ')}`);
      const columns = new Map<string, string>();
      for await (const batch of readDump(dir)) {
        let list = columns.get(batch.table);
        if (!list) {
          // Only names of this database's own tables are ever put into the statements below.
          if (!tables.includes(batch.table)) throw new Error(`Unknown table in the backup: ${batch.table}`);
          const { rows } = await client.query<{ name: string }>(
            `select quote_ident(attname) as name from pg_attribute
             where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
             order by attnum`,
            [batch.table],
          );
          list = rows.map((r) => r.name).join(', ');
          columns.set(batch.table, list);
        }
        await client.query(
          `insert into ${batch.table} (${list}) overriding system value
           select ${list} from jsonb_populate_recordset(null::${batch.table}, $1::jsonb)`,
          [batch.rowsJson],
        );
      }
      for (const { sequence, value } of m.sequences) {
        if (value !== null)
          await client.query('select setval($1::regclass, $2::bigint, true)', [sequence, value]);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  }
}
