import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { createBackup, readDump, storedFilesDir, unpackBackup } from '#supabase/local/production/backup.ts';
import { argValue } from '#supabase/local/production/config.ts';
import {
  EXPORT_FORMAT,
  FILES_DIR,
  isExportedTable,
  MANIFEST_FILE,
  ROWS_FILE,
  STORAGE_OBJECTS,
  type ExportedFile,
  type HostedExportManifest,
} from './hosted-move/manifest.ts';
import { keepRows, rewriteLinks, storageLinkOrigins } from './hosted-move/rows.ts';
import { fail, productionContext, withDatabase } from './prod-cli.ts';

/**
 * npm run export:hosted -- --out DIR --hosted-url https://<ref>.supabase.co [--data-dir DIR]: the
 * production install's data laid out for `npm run import:hosted` (see the README, "Moving to hosted
 * Supabase"): every table of public and private, the accounts with their second factors, the stored
 * files with their metadata, and a manifest with every table's row count. Links to stored files are
 * rewritten from the install's public address (ELO_PUBLIC_API_URL, else ELO_PUBLIC_URL) to the project.
 */
const USAGE =
  'Uso / usage: ELO_PUBLIC_URL=https://seu.dominio npm run export:hosted -- --out DIR --hosted-url https://<ref>.supabase.co [--data-dir DIR]';

interface StorageObjectRow {
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: { mimetype?: string; cacheControl?: string; size?: number } | null;
  user_metadata: unknown;
  created_at: string | null;
}

async function writeLine(stream: NodeJS.WritableStream, line: string): Promise<void> {
  if (!stream.write(`${line}\n`)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

const argv = process.argv.slice(2);
try {
  const out = argValue(argv, '--out');
  const hostedUrl = argValue(argv, '--hosted-url')?.replace(/\/+$/, '');
  if (!out || !hostedUrl) throw new Error(USAGE);
  if (!/^https?:\/\/[^/]+$/.test(hostedUrl)) {
    throw new Error(
      `--hosted-url deve ser o endereço do projeto, como https://<ref>.supabase.co / --hosted-url must be the project's address, like https://<ref>.supabase.co (got "${hostedUrl}").`,
    );
  }
  if (!process.env.ELO_PUBLIC_URL && !process.env.ELO_PUBLIC_API_URL) {
    throw new Error(
      [
        'Defina ELO_PUBLIC_URL (e ELO_PUBLIC_API_URL, se a API tinha outro endereço) como no servidor: os links dos arquivos',
        'guardados nas linhas usam esse endereço, e sem ele a exportação não os encontra para apontá-los ao projeto hospedado.',
        'Set ELO_PUBLIC_URL (and ELO_PUBLIC_API_URL if the API had its own address) as on the server: links to stored files',
        'in the rows use that address, and without it the export cannot find them to point them at the hosted project.',
        USAGE,
      ].join('\n'),
    );
  }
  const target = path.resolve(out);
  if (existsSync(target)) throw new Error(`${target} já existe; escolha outra pasta / exists already.`);
  const { settings, config } = await productionContext(argv, { requireExisting: true });
  const sourceApiUrl = settings.publicApiUrl;

  const { file } = await withDatabase(config, () => createBackup(config, settings.backup.dir));
  await mkdir(target, { recursive: true, mode: 0o700 });
  const { dir, manifest: backup } = await unpackBackup(file, target);
  try {
    const gzip = createGzip();
    const rowsOut = createWriteStream(path.join(target, ROWS_FILE), { mode: 0o600 });
    const written = new Promise<void>((resolve, reject) => {
      rowsOut.once('close', () => resolve());
      rowsOut.once('error', reject);
    });
    gzip.pipe(rowsOut);
    const counts = new Map<string, number>();
    const objects: StorageObjectRow[] = [];
    const otherOrigins = new Set<string>();
    let rewrittenLinks = 0;
    for await (const { table, rowsJson } of readDump(dir)) {
      if (table === STORAGE_OBJECTS) objects.push(...(JSON.parse(rowsJson) as StorageObjectRow[]));
      if (!isExportedTable(table)) continue;
      const kept = keepRows(table, rowsJson);
      if (kept.count === 0) continue;
      const rewritten = rewriteLinks(kept.json, sourceApiUrl, hostedUrl);
      rewrittenLinks += rewritten.count;
      for (const origin of storageLinkOrigins(rewritten.json))
        if (origin !== hostedUrl) otherOrigins.add(origin);
      counts.set(table, (counts.get(table) ?? 0) + kept.count);
      await writeLine(gzip, JSON.stringify({ table }));
      await writeLine(gzip, rewritten.json);
    }
    gzip.end();
    await written;

    const files: ExportedFile[] = [];
    const missing: string[] = [];
    const sizes = new Map(backup.files.map((f) => [f.path, f.size]));
    for (const o of objects) {
      const size = sizes.get(path.join(o.bucket_id, o.name));
      if (size === undefined) {
        missing.push(`${o.bucket_id}/${o.name}`);
        continue;
      }
      files.push({
        bucket: o.bucket_id,
        name: o.name,
        size,
        contentType: o.metadata?.mimetype ?? 'application/octet-stream',
        cacheControl: o.metadata?.cacheControl ?? null,
        owner: o.owner,
        ownerId: o.owner_id,
        userMetadata: o.user_metadata ?? null,
        createdAt: o.created_at,
      });
    }
    if (existsSync(storedFilesDir(dir))) await rename(storedFilesDir(dir), path.join(target, FILES_DIR));

    const manifest: HostedExportManifest = {
      format: EXPORT_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: backup.migrations,
      sourceApiUrl,
      hostedUrl,
      rewrittenLinks,
      // Every exported table is listed, empty ones with 0, so the import checks them all.
      tables: backup.tables
        .filter((t) => isExportedTable(t.table))
        .map((t) => ({ table: t.table, rows: counts.get(t.table) ?? 0 })),
      sequences: backup.sequences,
      files,
    };
    await writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });

    console.log(`Exportado para / exported to ${target} (do backup / from the backup ${file}):`);
    console.log(
      `  ${ROWS_FILE}  ${manifest.tables.length} tabelas / tables, contagens em / counts in ${MANIFEST_FILE}`,
    );
    console.log(`  ${FILES_DIR}/  ${files.length} arquivos / files`);
    console.log(
      `  links: ${rewrittenLinks} reescritos de / rewritten from ${sourceApiUrl} para / to ${hostedUrl}`,
    );
    if (rewrittenLinks === 0 && files.length > 0) {
      console.log(
        `  Atenção: nenhum link para ${sourceApiUrl}/storage/v1/ nas linhas; confira ELO_PUBLIC_URL / ELO_PUBLIC_API_URL.`,
      );
      console.log(
        `  Warning: no link to ${sourceApiUrl}/storage/v1/ in the rows; check ELO_PUBLIC_URL / ELO_PUBLIC_API_URL.`,
      );
    }
    if (otherOrigins.size > 0) {
      console.log(
        `  Atenção / warning: links de arquivos em outros endereços, não reescritos / file links at other addresses, not rewritten: ${[...otherOrigins].join(', ')}`,
      );
    }
    if (missing.length > 0) {
      console.log(`  Atenção / warning: objetos sem arquivo / objects without a file: ${missing.join(', ')}`);
    }
    console.log(
      `Próximo passo / next: npm run import:hosted -- --from ${out} --db-url … --project-url ${hostedUrl} --service-key …`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} catch (err) {
  fail(err);
}
