import type { FastifyInstance } from 'fastify';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { listFilter } from './object-names.ts';
import { authenticate, withCaller } from './scope.ts';

interface ListV2Body {
  prefix?: unknown;
  limit?: unknown;
  cursor?: unknown;
  with_delimiter?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

interface EntryRow {
  name: string;
  id: string | null;
  metadata: unknown;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
  is_folder: boolean;
}

type SortColumn = 'name' | 'updated_at' | 'created_at';
const SORT_COLUMNS: readonly SortColumn[] = ['name', 'updated_at', 'created_at'];
const MAX_KEYS = 1000;

/** Where the previous page ended: the last entry's name and, for a timestamp order, its timestamp. */
interface Cursor {
  name: string;
  at: string | null;
}

/** Opaque to clients: base64 of the last name (name order) or of the timestamp and name. */
function encodeCursor(column: SortColumn, row: EntryRow): string {
  if (column === 'name') return Buffer.from(`l:${row.name}`).toString('base64');
  const at = row[column]?.toISOString() ?? '';
  return Buffer.from(`t:${at}|${row.name}`).toString('base64');
}

function decodeCursor(value: unknown, column: SortColumn): Cursor | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 4096)
    throw errors.invalidRequest('Invalid Parameter cursor');
  const text = Buffer.from(value, 'base64').toString('utf8');
  if (column === 'name' && text.startsWith('l:')) return { name: text.slice(2), at: null };
  const match = /^t:([^|]*)\|([\s\S]*)$/.exec(text);
  if (column !== 'name' && match) return { name: match[2], at: match[1] || null };
  throw errors.invalidRequest('Invalid Parameter cursor');
}

/** Storage's body schema: sortBy.column one of name/updated_at/created_at, order asc/desc. */
function sortOf(body: ListV2Body): { column: SortColumn; descending: boolean } {
  if (body.sortBy === undefined || body.sortBy === null) return { column: 'name', descending: false };
  const { column, order } = body.sortBy;
  if (column === undefined) throw errors.invalidRequest("body/sortBy must have required property 'column'");
  if (!SORT_COLUMNS.includes(column as SortColumn)) {
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  }
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  }
  return { column: column as SortColumn, descending: order === 'desc' };
}

/**
 * The entries of one page, as Storage's search_v2 forms them: with the delimiter, every key deeper
 * than the prefix folds into its folder (`prefix/segment/`, dated by its oldest object when the order
 * is by a timestamp); ordered by the column, then by name in byte order.
 */
function pageQuery(column: SortColumn, descending: boolean): string {
  const direction = descending ? 'desc' : 'asc';
  const past = descending ? '<' : '>';
  const folderDate = column === 'name' ? 'null::timestamptz' : 'min(created_at)';
  const order =
    column === 'name'
      ? `name collate "C" ${direction}`
      : `coalesce(date_trunc('milliseconds', ${column}), 'epoch') ${direction}, name collate "C" ${direction}`;
  const after =
    column === 'name'
      ? // (A name cursor has no timestamp; $4 is still typed, for one statement shape.)
        `name collate "C" ${past} $3 and $4::timestamptz is null`
      : `row(coalesce(date_trunc('milliseconds', ${column}), 'epoch'), name collate "C") ${past}
         row(coalesce($4::timestamptz, 'epoch'), $3::text collate "C")`;
  return `
    with raw as (
      select name, id, metadata, created_at, updated_at, last_accessed_at,
             case when $5 and strpos(substr(name, length($2) + 1), '/') > 0
                  then left(name, length($2) + strpos(substr(name, length($2) + 1), '/')) end as folder
      from storage.objects
      where bucket_id = $1 and left(name, length($2)) = $2
    ),
    entries as (
      select folder as name, null::uuid as id, null::jsonb as metadata, ${folderDate} as created_at,
             ${folderDate} as updated_at, null::timestamptz as last_accessed_at, true as is_folder
      from raw where folder is not null group by folder
      union all
      select name, id, metadata, created_at, updated_at, last_accessed_at, false
      from raw where folder is null
    )
    select * from entries
    where $3::text is null or ${after}
    order by ${order}
    limit $6`;
}

/**
 * POST /object/list-v2/{bucket} (storage-js listV2): keys under a prefix, flat or grouped into folders
 * at '/', ordered by name, updated_at or created_at, a page at a time with a cursor. Runs as the caller,
 * so RLS SELECT decides. Grouped entries carry Storage's `key`: their own segment below the prefix
 * (a folder's without the slash); their `name` is the full path (a folder's ends with '/').
 */
export function registerListV2(app: FastifyInstance, deps: StorageDeps): void {
  app.post<{ Params: { bucket: string }; Body: ListV2Body | undefined }>(
    '/object/list-v2/:bucket',
    async (request, reply) => {
      const caller = await authenticate(deps.config, request);
      const bucket = await deps.findBucket(request.params.bucket);
      const body = request.body ?? {};
      const prefix = listFilter(body.prefix, 'prefix');
      const limit =
        body.limit === undefined || body.limit === null ? MAX_KEYS : Math.trunc(Number(body.limit));
      if (!(limit >= 1)) throw errors.invalidRequest('body/limit must be >= 1');
      const pageSize = Math.min(limit, MAX_KEYS);
      const { column, descending } = sortOf(body);
      const delimited = body.with_delimiter === true;
      const cursor = decodeCursor(body.cursor, column);

      const rows = await withCaller(
        deps.db,
        caller,
        { commit: false, operation: 'storage.object.list_v2' },
        async (client) =>
          (
            await client.query<EntryRow>(pageQuery(column, descending), [
              bucket.id,
              prefix,
              cursor?.name ?? null,
              cursor?.at ?? null,
              delimited,
              pageSize + 1,
            ])
          ).rows,
      );
      const hasNext = rows.length > pageSize;
      const page = rows.slice(0, pageSize);
      const level = prefix ? prefix.split('/').length : 1;
      const keyOf = (name: string) => name.split('/')[level - 1] ?? '';
      const last = page.at(-1);
      return reply.send({
        hasNext,
        ...(hasNext && last ? { nextCursor: encodeCursor(column, last), nextCursorKey: last.name } : {}),
        folders: page
          .filter((row) => row.is_folder)
          .map((row) => ({
            key: keyOf(row.name),
            name: row.name,
            id: null,
            bucket_id: bucket.id,
            updated_at: row.updated_at,
            created_at: row.created_at,
            last_accessed_at: null,
            metadata: null,
          })),
        objects: page
          .filter((row) => !row.is_folder)
          .map((row) => ({
            ...(delimited ? { key: keyOf(row.name) } : {}),
            id: row.id,
            name: row.name,
            bucket_id: bucket.id,
            metadata: row.metadata,
            created_at: row.created_at,
            updated_at: row.updated_at,
            last_accessed_at: row.last_accessed_at,
          })),
      });
    },
  );
}
