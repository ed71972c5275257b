import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_FILE, readDump } from '#supabase/local/production/backup.ts';

/**
 * The folder `npm run export:hosted` writes and `npm run import:hosted` reads:
 *   manifest.json    what was exported: every table's row count, the sequences, the files and their metadata
 *   database.ndjson.gz  the rows, as pairs of lines ({"table": …} then a JSON array of rows)
 *   storage/         the stored files, storage/<bucket>/<object name>
 */
export const EXPORT_FORMAT = 'elo-cx-hosted-export';
export const MANIFEST_FILE = 'manifest.json';
export const ROWS_FILE = DATABASE_FILE;
export const FILES_DIR = 'storage';

export interface ExportedFile {
  bucket: string;
  name: string;
  size: number;
  contentType: string;
  cacheControl: string | null;
  /** The account that uploaded it, kept on the hosted object too. */
  owner: string | null;
  ownerId: string | null;
  userMetadata: unknown;
  createdAt: string | null;
}

export interface HostedExportManifest {
  format: typeof EXPORT_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the source ran: the hosted project must have the same ones (supabase db push). */
  migrations: string[];
  /** The address links pointed at before, and the hosted project they point at now. */
  sourceApiUrl: string;
  hostedUrl: string;
  rewrittenLinks: number;
  tables: Array<{ table: string; rows: number }>;
  sequences: Array<{ sequence: string; value: string | null }>;
  files: ExportedFile[];
}

/** Accounts, their sign-in methods and second factors; sessions stay behind (people sign in again). */
const AUTH_TABLES = new Set(['auth.users', 'auth.identities', 'auth.mfa_factors']);

/** Every table of the app's own schemas, and what of auth.* keeps a person's sign-in and second factor. */
export function isExportedTable(table: string): boolean {
  return table.startsWith('public.') || table.startsWith('private.') || AUTH_TABLES.has(table);
}

/** The storage object rows, read for the files' metadata (the hosted Storage API writes its own rows). */
export const STORAGE_OBJECTS = 'storage.objects';

export async function readExportManifest(dir: string): Promise<HostedExportManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `${dir} não é uma exportação do Elo CX (falta ${MANIFEST_FILE}) / ${dir} is not an Elo CX export (no ${MANIFEST_FILE}).`,
    );
  }
  const manifest = JSON.parse(await readFile(file, 'utf8')) as HostedExportManifest;
  if (manifest.format !== EXPORT_FORMAT || manifest.version !== 1) {
    throw new Error(`${file}: formato desconhecido / unknown format.`);
  }
  return manifest;
}

/** The exported rows, batch by batch (the backup's dump format). */
export function readExportedRows(dir: string): AsyncGenerator<{ table: string; rowsJson: string }> {
  return readDump(dir);
}
