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

interface ListedRow {
  id: string;
  name: string;
  bucket_id: string;
  metadata: unknown;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const MAX_KEYS = 1000;
const DELIMITER = '/';

/** The cursor is opaque to clients: the last key served, base64-encoded. */
const encodeCursor = (lastKey: string) => Buffer.from(`l:${lastKey}`).toString('base64');
function decodeCursor(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 4096)
    throw errors.invalidRequest('Invalid Parameter cursor');
  const text = Buffer.from(value, 'base64').toString('utf8');
  if (!text.startsWith('l:')) throw errors.invalidRequest('Invalid Parameter cursor');
  return text.slice(2);
}

/**
 * POST /object/list-v2/{bucket} (storage-js listV2): keys under a prefix in name order, flat or grouped
 * into folders at '/', a page at a time with a cursor. Runs as the caller, so RLS SELECT decides.
 */
export function registerListV2(app: FastifyInstance, deps: StorageDeps): void {
  app.post<{ Params: { bucket: string }; Body: ListV2Body | undefined }>(
    '/object/list-v2/:bucket',
    async (request, reply) => {
      try {
        const caller = await authenticate(deps.config, request);
        const bucket = await deps.findBucket(request.params.bucket);
        const body = request.body ?? {};
        const prefix = listFilter(body.prefix, 'prefix');
        const limit =
          body.limit === undefined || body.limit === null ? MAX_KEYS : Math.trunc(Number(body.limit));
        if (!(limit >= 1)) throw errors.invalidRequest('body/limit must be >= 1');
        const pageSize = Math.min(limit, MAX_KEYS);
        const column = body.sortBy?.column ?? 'name';
        if (column !== 'name') {
          throw errors.invalidRequest('Only sorting by name is available in this listing');
        }
        const descending = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
        const delimited = body.with_delimiter === true;
        let after = decodeCursor(body.cursor);

        const folders: Array<{ name: string; key: string }> = [];
        const objects: Array<ListedRow & { key: string }> = [];
        let hasNext = false;
        let lastKey: string | null = null;

        await withCaller(
          deps.db,
          caller,
          { commit: false, operation: 'storage.object.list_v2' },
          async (client) => {
            // Each query reads from just past the last entry; a folder is served once and skipped whole.
            while (!hasNext) {
              const { rows } = await client.query<ListedRow>(
                `select id, name, bucket_id, metadata, created_at, updated_at, last_accessed_at
                 from storage.objects
                 where bucket_id = $1 and left(name, length($2)) = $2
                   and ($3::text is null or ${
                     descending
                       ? 'name collate "C" < $3'
                       : `name collate "C" > $3 and (right($3, 1) <> '/' or left(name, length($3)) <> $3)`
                   })
                 order by name collate "C" ${descending ? 'desc' : 'asc'}
                 limit $4`,
                [bucket.id, prefix, after, pageSize + 1],
              );
              if (rows.length === 0) break;
              let restart = false;
              for (const row of rows) {
                const rest = row.name.slice(prefix.length);
                const cut = delimited ? rest.indexOf(DELIMITER) : -1;
                const entry = cut >= 0 ? prefix + rest.slice(0, cut + 1) : row.name;
                if (folders.length + objects.length === pageSize) {
                  hasNext = true;
                  break;
                }
                if (cut >= 0) {
                  folders.push({ name: entry, key: entry });
                  lastKey = entry;
                  after = entry;
                  restart = true;
                  break;
                }
                objects.push({ ...row, key: row.name });
                lastKey = row.name;
                after = row.name;
              }
              if (!restart && rows.length <= pageSize) break;
            }
          },
        );
        return reply.send({
          hasNext,
          ...(hasNext && lastKey !== null
            ? { nextCursor: encodeCursor(lastKey), nextCursorKey: lastKey }
            : {}),
          folders,
          objects,
        });
      } catch (err) {
        return deps.fail(reply, err);
      }
    },
  );
}
