import type pg from 'pg';
import { readExportedRows, type HostedExportManifest } from './manifest.ts';

/**
 * Loads an export's rows into the hosted project's database in ONE transaction: any error rolls
 * everything back (what `psql -v ON_ERROR_STOP=1 --single-transaction` would do). Loading twice is
 * harmless: rows are matched on their primary key and updated.
 */

export interface LoadResult {
  /** The accounts were all there already (an earlier run loaded them): nothing was loaded again. */
  alreadyLoaded: boolean;
  tables: Array<{ table: string; expected: number; found: number }>;
  sequences: Array<{ sequence: string; value: string }>;
}

interface TargetTable {
  table: string;
  columns: string[];
  primaryKey: string[];
  /** The project's own tables (public, private): their triggers are paused while the rows arrive. */
  owned: boolean;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function missingMigrations(client: pg.Client, wanted: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((r) => r.version));
  return wanted.filter((v) => !applied.has(v));
}

async function describeTargetTables(client: pg.Client, tables: string[]): Promise<Map<string, TargetTable>> {
  const { rows } = await client.query<{
    table: string;
    columns: string[];
    primary_key: string[] | null;
    owned: boolean;
  }>(
    `select format('%I.%I', n.nspname, c.relname) as table,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns,
            (select array_agg(a.attname::text order by k.ord)
               from pg_constraint pk
               cross join lateral unnest(pk.conkey) with ordinality as k (attnum, ord)
               join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
              where pk.conrelid = c.oid and pk.contype = 'p') as primary_key,
            pg_has_role(c.relowner, 'USAGE') as owned
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and format('%I.%I', n.nspname, c.relname) = any($1)`,
    [tables],
  );
  return new Map(
    rows.map((r) => [
      r.table,
      {
        table: r.table,
        columns: r.columns,
        primaryKey: r.primary_key ?? [],
        owned: r.owned && !r.table.startsWith('auth.'),
      },
    ]),
  );
}

/** Referenced tables before the tables that reference them (self-references need no order). */
async function loadOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select format('%I.%I', cn.nspname, c.relname) as child, format('%I.%I', pn.nspname, p.relname) as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows)
    if (parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0)
      throw new Error(`Referências circulares / circular references: ${tables.join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Inserts the staged batch $1, updating rows whose primary key is there already. */
function upsertSql(target: TargetTable, columns: string[]): string {
  const list = columns.map(quoteIdent).join(', ');
  const keys = target.primaryKey.filter((k) => columns.includes(k));
  const rest = columns.filter((c) => !target.primaryKey.includes(c));
  let conflict = '';
  if (keys.length === target.primaryKey.length && keys.length > 0) {
    conflict =
      rest.length === 0
        ? `on conflict (${keys.map(quoteIdent).join(', ')}) do nothing`
        : `on conflict (${keys.map(quoteIdent).join(', ')}) do update set (${rest.map(quoteIdent).join(', ')}) = row(${rest.map((c) => `excluded.${quoteIdent(c)}`).join(', ')})`;
  }
  return `insert into ${target.table} (${list}) overriding system value
          select ${list}
            from jsonb_populate_recordset(null::${target.table}, (select rows from hosted_import_stage where n = $1))
          ${conflict}`;
}

/** Every identity/serial column's sequence moved past the loaded ids and the source's own position. */
async function advanceSequences(
  client: pg.Client,
  tables: string[],
  manifest: HostedExportManifest,
): Promise<LoadResult['sequences']> {
  const source = new Map(manifest.sequences.map((s) => [s.sequence, s.value]));
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select format('%I.%I', n.nspname, c.relname) as table, a.attname as column,
            pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where format('%I.%I', n.nspname, c.relname) = any($1) and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
    [tables],
  );
  const advanced: LoadResult['sequences'] = [];
  for (const { table, column, sequence } of rows) {
    const { rows: max } = await client.query<{ value: string | null }>(
      `select max(${quoteIdent(column)})::text as value from ${table}`,
    );
    const candidates = [max[0]?.value, source.get(sequence)].filter((v): v is string => v != null);
    if (candidates.length === 0) continue;
    const value = candidates.reduce((a, b) => (BigInt(a) >= BigInt(b) ? a : b));
    await client.query('select setval($1::regclass, $2::bigint, true)', [sequence, value]);
    advanced.push({ sequence, value });
  }
  return advanced;
}

async function accountsPresent(client: pg.Client): Promise<{ exported: number; present: number }> {
  const { rows } = await client.query<{ exported: string; present: string }>(
    `select count(*) as exported, count(u.id) as present
       from hosted_import_stage s
       cross join lateral jsonb_to_recordset(s.rows) as r (id uuid)
       left join auth.users u on u.id = r.id
      where s.tbl = 'auth.users'`,
  );
  return { exported: Number(rows[0]!.exported), present: Number(rows[0]!.present) };
}

async function countTables(client: pg.Client, manifest: HostedExportManifest): Promise<LoadResult['tables']> {
  const tables: LoadResult['tables'] = [];
  for (const { table, rows } of manifest.tables) {
    const { rows: count } = await client.query<{ count: string }>(`select count(*) from ${table}`);
    tables.push({ table, expected: rows, found: Number(count[0]!.count) });
  }
  return tables;
}

export async function loadRows(
  client: pg.Client,
  dir: string,
  manifest: HostedExportManifest,
): Promise<LoadResult> {
  const missing = await missingMigrations(client, manifest.migrations);
  if (missing.length > 0) {
    throw new Error(
      `O banco do projeto não tem as migrações ${missing.join(', ')}: rode "supabase db push" antes.\n` +
        `The project's database lacks migrations ${missing.join(', ')}: run "supabase db push" first.`,
    );
  }
  const names = manifest.tables.map((t) => t.table);
  await client.query('begin');
  try {
    const targets = await describeTargetTables(client, names);
    const absent = names.filter((t) => !targets.has(t));
    if (absent.length > 0) throw new Error(`Tabelas ausentes / missing tables: ${absent.join(', ')}`);

    // Staged first (the export lists tables alphabetically), then inserted parents before children.
    await client.query(
      'create temporary table hosted_import_stage (n serial, tbl text, rows jsonb) on commit drop',
    );
    for await (const { table, rowsJson } of readExportedRows(dir)) {
      await client.query('insert into hosted_import_stage (tbl, rows) values ($1, $2::jsonb)', [
        table,
        rowsJson,
      ]);
    }
    // A second run (to resume the uploads) must not put back rows edited since the first one.
    const accounts = await accountsPresent(client);
    if (accounts.exported > 0 && accounts.present === accounts.exported) {
      await client.query('rollback');
      return { alreadyLoaded: true, tables: await countTables(client, manifest), sequences: [] };
    }
    if (accounts.present > 0) {
      throw new Error(
        `O projeto já tem ${accounts.present} das ${accounts.exported} contas exportadas: use um projeto novo.\n` +
          `The project already holds ${accounts.present} of the ${accounts.exported} exported accounts: use a new project.`,
      );
    }
    const order = await loadOrder(client, names);
    // Counters, daily logins, the activity log and mail are rows like any other: the triggers that keep
    // them (and would queue mail or count members twice) are paused while the rows arrive.
    for (const t of order)
      if (targets.get(t)!.owned) await client.query(`alter table ${t} disable trigger user`);
    for (const table of order) {
      const target = targets.get(table)!;
      const { rows: batches } = await client.query<{ n: number; keys: string[] }>(
        `select n, array(select jsonb_object_keys(rows -> 0)) as keys
           from hosted_import_stage where tbl = $1 order by n`,
        [table],
      );
      for (const batch of batches) {
        const columns = target.columns.filter((c) => batch.keys.includes(c));
        await client.query(upsertSql(target, columns), [batch.n]);
      }
    }
    for (const t of order)
      if (targets.get(t)!.owned) await client.query(`alter table ${t} enable trigger user`);
    const sequences = await advanceSequences(client, names, manifest);

    const tables = await countTables(client, manifest);
    const wrong = tables.filter((t) => t.expected !== t.found);
    if (wrong.length > 0) {
      throw new Error(
        `Contagens diferentes do manifesto; nada foi gravado / counts differ from the manifest; nothing was written:\n` +
          wrong
            .map((t) => `  ${t.table}: manifesto/manifest ${t.expected}, banco/database ${t.found}`)
            .join('\n'),
      );
    }
    await client.query('commit');
    return { alreadyLoaded: false, tables, sequences };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}
