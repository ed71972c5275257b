import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { ownerColumns } from './object-names.ts';
import { storageRoot } from './paths.ts';
import { authenticate, withCaller } from './scope.ts';

/** The bucket as the Storage API returns it: the size limit is a number of bytes (bigint in the table). */
const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  created_at, updated_at, 'STANDARD' as type`;

/** S3-safe characters, as the Storage API allows in bucket names, 1 to 100 of them. */
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;
/** `type/subtype` (with an optional charset) or a wildcard, as the Storage API accepts them. */
const VALID_MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.*]+)(;\s*charset=[a-zA-Z0-9-]+)?$/;
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function bucketName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() !== value || !VALID_BUCKET_NAME.test(value)) {
    throw errors.invalidBucketName();
  }
  return value;
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** file_size_limit: bytes, a size with a unit ("20MB"), or null for no limit of its own. */
function fileSizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (!match) throw errors.invalidFileSizeLimit();
    bytes = Number(Number(match[1]).toPrecision(3)) * SIZE_UNITS[match[2].toLowerCase()];
  } else throw errors.invalidFileSizeLimit();
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw errors.invalidFileSizeLimit();
  if (bytes > globalLimit) throw errors.entityTooLarge();
  return bytes;
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) throw errors.invalidRequest('allowed_mime_types must be an array of strings');
  const list = value.filter((entry) => entry !== '' && entry !== null);
  for (const entry of list) {
    if (typeof entry !== 'string' || entry.length > 1000 || !VALID_MIME_TYPE.test(entry)) {
      throw errors.invalidMimeType(String(entry));
    }
  }
  return list as string[];
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest(`body/${field} must be boolean`);
  return value;
}

type BucketBody = {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
  type?: unknown;
};

/**
 * The bucket admin API (createBucket, updateBucket, getBucket, listBuckets, deleteBucket, emptyBucket).
 * Reads and writes of storage.buckets run as the caller, so its RLS decides (with no policy there, only the
 * service role); objects are counted and emptied by the service itself, with their files.
 */
export function registerBucketRoutes(app: FastifyInstance, deps: StorageDeps): void {
  const { config, db } = deps;
  const asCaller = <T>(
    request: Parameters<typeof authenticate>[1],
    operation: string,
    commit: boolean,
    fn: (client: pg.PoolClient) => Promise<T>,
  ) => authenticate(config, request).then((caller) => withCaller(db, caller, { commit, operation }, fn));

  app.get<{
    Querystring: {
      limit?: string;
      offset?: string;
      sortColumn?: string;
      sortOrder?: string;
      search?: string;
    };
  }>('/bucket', async (request, reply) => {
    const q = request.query;
    const limit = q.limit === undefined ? null : Math.trunc(Number(q.limit));
    const offset = q.offset === undefined ? 0 : Math.trunc(Number(q.offset));
    if ((limit !== null && !(limit >= 1)) || !(offset >= 0)) {
      throw errors.invalidRequest('limit must be >= 1 and offset >= 0');
    }
    const column = q.sortColumn ?? 'name';
    if (!SORT_COLUMNS.has(column)) throw errors.invalidRequest('sortColumn is not allowed');
    const order = (q.sortOrder ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    if (q.search !== undefined && q.search.length > 100) throw errors.invalidRequest('search is too long');
    const { rows } = await asCaller(request, 'storage.bucket.list', false, (client) =>
      client.query(
        `select ${BUCKET_COLUMNS} from storage.buckets
           where $1::text is null or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
           order by ${column} ${order} limit $2 offset $3`,
        [q.search ?? null, limit, offset],
      ),
    );
    return reply.send(rows);
  });

  app.get<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const { rows } = await asCaller(request, 'storage.bucket.get', false, (client) =>
      client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [request.params.id]),
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return reply.send(rows[0]);
  });

  app.post<{ Body: BucketBody | undefined }>('/bucket', async (request, reply) => {
    const body = request.body ?? {};
    if (body.name === undefined) throw errors.invalidRequest("body must have required property 'name'");
    const name = bucketName(body.name);
    const id = body.id === undefined || body.id === '' ? name : bucketName(body.id);
    if (body.type !== undefined && body.type !== 'STANDARD') {
      throw errors.invalidRequest('Only STANDARD buckets are available');
    }
    const isPublic = optionalBoolean(body.public, 'public') ?? false;
    const limit = fileSizeLimit(body.file_size_limit, config.storage.fileSizeLimit);
    const allowed = mimeTypes(body.allowed_mime_types);
    const caller = await authenticate(config, request);
    const { owner, ownerId } = ownerColumns(caller.claims.sub);
    await withCaller(db, caller, { commit: true, operation: 'storage.bucket.create' }, (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner, ownerId, isPublic, limit ?? null, allowed ?? null],
      ),
    ).catch((err: unknown) => {
      throw (err as { code?: string }).code === '23505' ? errors.bucketAlreadyExists() : err;
    });
    return reply.send({ name });
  });

  app.put<{ Params: { id: string }; Body: BucketBody | undefined }>('/bucket/:id', async (request, reply) => {
    const id = bucketName(request.params.id);
    const body = request.body ?? {};
    const fields: Array<[string, unknown]> = [
      ['public', optionalBoolean(body.public, 'public')],
      ['file_size_limit', fileSizeLimit(body.file_size_limit, config.storage.fileSizeLimit)],
      ['allowed_mime_types', mimeTypes(body.allowed_mime_types)],
    ];
    const set = fields.filter(([, value]) => value !== undefined);
    if (set.length === 0) throw errors.noContentProvided();
    const { rowCount } = await asCaller(request, 'storage.bucket.update', true, (client) =>
      client.query(
        `update storage.buckets set ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')},
             updated_at = now()
           where id = $1`,
        [id, ...set.map(([, value]) => value)],
      ),
    );
    if (!rowCount) throw errors.noSuchBucket();
    return reply.send({ message: 'Successfully updated' });
  });

  app.delete<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const caller = await authenticate(config, request);
    await deps.findBucket(request.params.id);
    const deleted = await withCaller(
      db,
      caller,
      { commit: true, operation: 'storage.bucket.delete' },
      async (client) => {
        // Counted by the service, whatever the caller may see: a bucket with objects is never dropped.
        const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
          request.params.id,
        ]);
        if (rows.length > 0) throw errors.bucketNotEmpty();
        const result = await client.query('delete from storage.buckets where id = $1', [request.params.id]);
        return result.rowCount ?? 0;
      },
    ).catch((err: unknown) => {
      // An object uploaded in between still holds the bucket through its foreign key.
      throw (err as { code?: string }).code === '23503' ? errors.bucketNotEmpty() : err;
    });
    if (!deleted) throw errors.noSuchBucket();
    await rm(path.join(storageRoot(config), request.params.id), { recursive: true, force: true });
    return reply.send({ message: 'Successfully deleted' });
  });

  app.post<{ Params: { id: string } }>('/bucket/:id/empty', async (request, reply) => {
    // The caller must see the bucket (RLS on storage.buckets); the objects then go as the service's.
    const { rows } = await asCaller(request, 'storage.bucket.empty', false, (client) =>
      client.query('select id from storage.buckets where id = $1', [request.params.id]),
    );
    if (!rows[0]) throw errors.noSuchBucket();
    const id = rows[0].id as string;
    const { rows: removed } = await db.query<{ name: string }>(
      'delete from storage.objects where bucket_id = $1 returning name',
      [id],
    );
    for (const row of removed) await rm(deps.filePath(id, row.name), { force: true });
    return reply.send({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });
}
