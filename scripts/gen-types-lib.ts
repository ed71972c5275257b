import type pg from 'pg';

/**
 * Generates Supabase-style TypeScript types (the same shape `supabase gen types typescript` writes)
 * from the live schema, so the apps' types always follow the migrations.
 */

interface ColumnRow {
  table_name: string;
  relkind: string;
  column_name: string;
  udt_schema: string;
  udt_name: string;
  data_type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
  identity: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  num_defaults: number;
  return_type: string;
  returns_set: boolean;
  return_columns: Array<{ name: string; type: string }> | null;
  return_composite: string | null;
}

const SCHEMA = 'public';

function baseType(udtName: string, enums: Set<string>): string {
  const name = udtName.replace(/^_/, '');
  if (enums.has(name)) return `Database["public"]["Enums"]["${name}"]`;
  switch (name) {
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
    case 'oid':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'uuid':
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'citext':
    case 'name':
    case 'date':
    case 'time':
    case 'timetz':
    case 'timestamp':
    case 'timestamptz':
    case 'interval':
    case 'inet':
    case 'bytea':
      return 'string';
    default:
      return 'unknown';
  }
}

function tsType(udtName: string, enums: Set<string>): string {
  const isArray = udtName.startsWith('_');
  const t = baseType(udtName, enums);
  return isArray ? `${t}[]` : t;
}

const indent = (level: number) => '  '.repeat(level);

function objectType(fields: string[], level: number): string {
  if (fields.length === 0) return '{\n' + indent(level + 1) + '[_ in never]: never\n' + indent(level) + '}';
  return `{\n${fields.map((f) => indent(level + 1) + f).join('\n')}\n${indent(level)}}`;
}

export async function generateTypes(client: pg.Client): Promise<string> {
  const enumRows = (
    await client.query<{ name: string; labels: string[] }>(
      `select t.typname::text as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1 group by t.typname order by t.typname`,
      [SCHEMA],
    )
  ).rows;
  const enums = new Set(enumRows.map((e) => e.name));

  const columns = (
    await client.query<ColumnRow>(
      `select c.relname as table_name, c.relkind::text as relkind, a.attname as column_name,
              tn.nspname as udt_schema, t.typname as udt_name, format_type(a.atttypid, a.atttypmod) as data_type,
              a.attnotnull as not_null, a.atthasdef as has_default,
              a.attgenerated <> '' as generated, a.attidentity <> '' as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       join pg_namespace tn on tn.oid = t.typnamespace
       where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p')
       order by c.relname, a.attname`,
      [SCHEMA],
    )
  ).rows;

  const functions = (
    await client.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(x, null) from unnest(p.proargtypes::oid[]) x) as arg_types,
              p.proargmodes::text[] as arg_modes, p.pronargdefaults as num_defaults,
              rt.typname::text as return_type, p.proretset as returns_set,
              case when p.proargmodes is not null then (
                select json_agg(json_build_object('name', p.proargnames[i], 'type',
                  (select typname from pg_type where oid = p.proallargtypes[i])) order by i)
                from generate_subscripts(p.proallargtypes, 1) i where p.proargmodes[i] = 't'
              ) end as return_columns,
              case when rt.typtype = 'c' then (select relname from pg_class where oid = rt.typrelid) end as return_composite
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
       order by p.proname`,
      [SCHEMA],
    )
  ).rows;

  const byRelation = new Map<string, ColumnRow[]>();
  for (const col of columns) {
    const list = byRelation.get(col.table_name) ?? [];
    list.push(col);
    byRelation.set(col.table_name, list);
  }

  const tables: string[] = [];
  const views: string[] = [];
  for (const [name, cols] of [...byRelation.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const isTable = cols[0].relkind === 'r' || cols[0].relkind === 'p';
    const row = cols.map((c) => {
      const nullable = !isTable || !c.not_null;
      return `${c.column_name}: ${tsType(c.udt_name, enums)}${nullable ? ' | null' : ''}`;
    });
    if (isTable) {
      const insert = cols.map((c) => {
        const t = tsType(c.udt_name, enums);
        if (c.generated) return `${c.column_name}?: never`;
        const optional = !c.not_null || c.has_default || c.identity;
        return `${c.column_name}${optional ? '?' : ''}: ${t}${c.not_null ? '' : ' | null'}`;
      });
      const update = cols.map((c) => {
        const t = tsType(c.udt_name, enums);
        if (c.generated) return `${c.column_name}?: never`;
        return `${c.column_name}?: ${t}${c.not_null ? '' : ' | null'}`;
      });
      tables.push(
        `${name}: {\n` +
          `${indent(4)}Row: ${objectType(row, 4)}\n` +
          `${indent(4)}Insert: ${objectType(insert, 4)}\n` +
          `${indent(4)}Update: ${objectType(update, 4)}\n` +
          `${indent(4)}Relationships: []\n` +
          `${indent(3)}}`,
      );
    } else {
      views.push(
        `${name}: {\n${indent(4)}Row: ${objectType(row, 4)}\n${indent(4)}Relationships: []\n${indent(3)}}`,
      );
    }
  }

  const fnEntries: string[] = [];
  for (const fn of functions) {
    const inNames = (fn.arg_names ?? []).filter(
      (_, i) => !fn.arg_modes || ['i', 'b'].includes(fn.arg_modes[i]),
    );
    const firstDefault = fn.arg_types.length - fn.num_defaults;
    const args = fn.arg_types.map((type, i) => {
      const udt = type.endsWith('[]') ? `_${type.slice(0, -2)}` : type;
      const mapped =
        type === 'app_role' ? 'Database["public"]["Enums"]["app_role"]' : tsType(udtFromFormat(udt), enums);
      return `${inNames[i] ?? `arg${i}`}${i >= firstDefault ? '?' : ''}: ${mapped}`;
    });
    let returns: string;
    if (fn.return_columns && fn.return_columns.length > 0) {
      returns = `${objectType(
        fn.return_columns.map((c) => `${c.name}: ${tsType(c.type, enums)}`),
        4,
      )}[]`;
    } else if (fn.return_composite) {
      returns = `Database["public"]["Tables"]["${fn.return_composite}"]["Row"]${fn.returns_set ? '[]' : ''}`;
    } else {
      returns = `${tsType(fn.return_type, enums)}${fn.returns_set ? '[]' : ''}`;
    }
    const argsType = args.length === 0 ? 'never' : objectType(args, 4);
    fnEntries.push(
      `${fn.name}: {\n${indent(4)}Args: ${argsType}\n${indent(4)}Returns: ${returns}\n${indent(3)}}`,
    );
  }

  const enumEntries = enumRows.map((e) => `${e.name}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);

  const section = (entries: string[]) =>
    entries.length === 0
      ? `{\n${indent(3)}[_ in never]: never\n${indent(2)}}`
      : `{\n${entries.map((e) => indent(3) + e).join('\n')}\n${indent(2)}}`;

  return `// Generated from the live local schema by \`npm run gen:types\`. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: ${section(tables)}
    Views: ${section(views)}
    Functions: ${section(fnEntries)}
    Enums: ${section(enumEntries)}
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"] | keyof PublicSchema["Views"]> =
  T extends keyof PublicSchema["Tables"]
    ? PublicSchema["Tables"][T]["Row"]
    : T extends keyof PublicSchema["Views"]
      ? PublicSchema["Views"][T]["Row"]
      : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
`;
}

/** format_type() names (e.g. "text", "jsonb", "timestamp with time zone") mapped to pg_type names. */
function udtFromFormat(formatted: string): string {
  const isArray = formatted.startsWith('_');
  const base = isArray ? formatted.slice(1) : formatted;
  const map: Record<string, string> = {
    integer: 'int4',
    bigint: 'int8',
    smallint: 'int2',
    boolean: 'bool',
    'timestamp with time zone': 'timestamptz',
    'timestamp without time zone': 'timestamp',
    'character varying': 'varchar',
    'double precision': 'float8',
    real: 'float4',
  };
  const name = map[base] ?? base.replace(/^public\./, '');
  return isArray ? `_${name}` : name;
}
