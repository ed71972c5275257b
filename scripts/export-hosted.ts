import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createBackup, readDump, storedFilesDir, unpackBackup } from '../supabase/local/production/backup.ts';
import { argValue } from '../supabase/local/production/config.ts';
import { fail, productionContext, withDatabase } from './prod-cli.ts';

/**
 * npm run export:hosted -- --out DIR [--hosted-url https://<ref>.supabase.co] [--data-dir DIR]: the
 * embedded stack's data laid out for the move to hosted Supabase (see the README):
 *   data.sql   the rows of every public table plus the accounts (auth.users, auth.identities), for psql
 *              after `supabase db push` (sessions are left out: people sign in again)
 *   storage/   the stored files, one folder per bucket, for `supabase storage cp`
 * With --hosted-url, links to stored files in the rows are rewritten to the hosted project's address.
 */
const EXPORTED = (table: string) =>
  table.startsWith('public.') || table === 'auth.users' || table === 'auth.identities';

const sqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

const argv = process.argv.slice(2);
try {
  const out = argValue(argv, '--out');
  if (!out) throw new Error('Usage: npm run export:hosted -- --out DIR [--hosted-url URL] [--data-dir DIR]');
  const target = path.resolve(out);
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new folder.`);
  const hostedUrl = argValue(argv, '--hosted-url')?.replace(/\/+$/, '');
  const { settings, config } = await productionContext(argv, { requireExisting: true });

  const { file, columns } = await withDatabase(config, async () => {
    const db = new pg.Client({ connectionString: config.dbUrl });
    await db.connect();
    try {
      // Generated columns are computed by the hosted database itself.
      const { rows } = await db.query<{ table: string; columns: string }>(
        `select format('%I.%I', n.nspname, c.relname) as table,
                string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         group by 1`,
      );
      const backup = await createBackup(config, settings.backup.dir);
      return { file: backup.file, columns: new Map(rows.map((r) => [r.table, r.columns])) };
    } finally {
      await db.end();
    }
  });

  await mkdir(target, { recursive: true });
  const { dir, manifest } = await unpackBackup(file, target);
  try {
    const sql = createWriteStream(path.join(target, 'data.sql'), { mode: 0o600 });
    sql.write('-- Elo CX data exported from the embedded stack. Run once, after supabase db push.\n');
    sql.write('begin;\nset session_replication_role = replica;\n');
    const localStorageUrl = `${config.apiUrl}/storage/v1/`;
    for await (const { table, rowsJson } of readDump(dir)) {
      if (!EXPORTED(table)) continue;
      const list = columns.get(table);
      if (!list) continue;
      const json = hostedUrl ? rowsJson.split(localStorageUrl).join(`${hostedUrl}/storage/v1/`) : rowsJson;
      sql.write(
        `insert into ${table} (${list}) overriding system value\n  select ${list} from jsonb_populate_recordset(null::${table}, ${sqlLiteral(json)}::jsonb)\n  on conflict do nothing;\n`,
      );
    }
    sql.write('commit;\n');
    await new Promise<void>((resolve, reject) => sql.end(() => resolve()).once('error', reject));
    if (existsSync(storedFilesDir(dir))) await rename(storedFilesDir(dir), path.join(target, 'storage'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`Exported to ${target} (the backup it came from: ${file}):`);
  console.log(`  data.sql   rows of ${manifest.tables.filter((t) => EXPORTED(t.table)).length} tables`);
  console.log(`  storage/   ${manifest.files.length} files`);
  console.log('Next: the README section "Moving to hosted Supabase".');
} catch (err) {
  fail(err);
}
