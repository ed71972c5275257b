import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { errors, sendStorageError, StorageError } from './errors.ts';
import { safeHeaderValue } from './header-values.ts';
import { objectFilePath } from './paths.ts';
import { parseRange } from './range.ts';
import { receiveUpload } from './receive.ts';
import { authenticate, withCaller, type Caller } from './scope.ts';

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  name: string;
  version?: string | null;
  bucket_id?: string;
  created_at?: Date;
  updated_at?: Date;
  user_metadata?: Record<string, unknown> | null;
  metadata: {
    mimetype?: string;
    cacheControl?: string;
    eTag?: string;
    lastModified?: string;
    size?: number;
  } | null;
}

type WildcardParams = { bucket: string; '*': string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Characters the Storage API refuses in keys that matter here: control characters (a NUL reached
 * PostgreSQL as a 500, CR/LF ended up in headers and listings) and the backslash (a path separator elsewhere).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** S3's (and so the Storage API's) limit on a key, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;
/** Each folder or file name becomes a name on disk, which the file system caps at 255 bytes. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Object names as storage-js cleans them (no leading/trailing or doubled slashes), refused with
 * InvalidKey when they could not be stored. The length is checked before any pattern meets the name.
 */
function objectName(raw: string): string {
  if (raw.length > MAX_KEY_BYTES * 2) throw errors.invalidKey(raw);
  const name = raw.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
  const segments = name.split('/');
  if (
    !name ||
    Buffer.byteLength(name) > MAX_KEY_BYTES ||
    FORBIDDEN_KEY_CHARACTERS.test(name) ||
    segments.some(
      (segment) => segment === '.' || segment === '..' || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES,
    )
  ) {
    throw errors.invalidKey(raw);
  }
  return name;
}

/** List filters are LIKE patterns in storage.search: no longer than a key can be. */
function listFilter(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > MAX_KEY_BYTES) {
    throw errors.invalidRequest(`${field} must be a string of at most ${MAX_KEY_BYTES} characters`);
  }
  return value;
}

/** The row a download serves, looked up with the given connection (superuser, or the caller's scope). */
function findObject(client: Pick<pg.ClientBase, 'query'>, bucketId: string, name: string) {
  return client.query<ObjectRow>(
    'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
}

/** Storage API-compatible service (the subset storage-js uses), files on disk under the stack folder. */
export default async function storageService(
  app: FastifyInstance,
  opts: { ctx: StackContext },
): Promise<void> {
  const { ctx } = opts;
  const { config, db } = ctx;

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await db.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return rows[0];
  }

  function filePath(bucket: string, name: string): string {
    try {
      return objectFilePath(config, bucket, name);
    } catch {
      throw errors.invalidKey(name);
    }
  }

  /** Sends the Storage API error; an unexpected failure's detail goes to the log, never to the client. */
  const fail = (reply: FastifyReply, err: unknown): FastifyReply =>
    sendStorageError(reply, err, (unexpected) =>
      ctx.log(
        `storage: ${reply.request.method} ${reply.request.url.split('?')[0]} failed: ${
          unexpected instanceof Error ? (unexpected.stack ?? unexpected.message) : String(unexpected)
        }`,
      ),
    );

  app.setErrorHandler((err: Error & { statusCode?: number }, _request, reply) => {
    const status = err.statusCode;
    if (!(err instanceof StorageError) && status && status < 500) {
      return reply.code(400).send({
        statusCode: String(status),
        code: 'InvalidRequest',
        error: 'Bad Request',
        message: err.message,
      });
    }
    return fail(reply, err);
  });

  app.get('/status', async () => ({ ok: true }));

  // ---------- uploads: the body is streamed by the handler, never parsed or buffered by Fastify ----------
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const upload = async (request: FastifyRequest<{ Params: WildcardParams }>, reply: FastifyReply) => {
      const upsert = request.method === 'PUT' || String(request.headers['x-upsert']).toLowerCase() === 'true';
      try {
        const caller = await authenticate(config, request);
        const name = objectName(request.params['*']);
        const bucket = await findBucket(request.params.bucket);
        const target = filePath(bucket.id, name);
        const owner = caller.claims.sub && UUID.test(caller.claims.sub) ? caller.claims.sub : null;
        const version = randomUUID();

        // The caller's RLS decides before any byte is written; the probe is rolled back.
        await withCaller(db, caller, { commit: false, operation: 'storage.object.upload' }, (client) =>
          client.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
             values ($1, $2, $3, $4, '{}'::jsonb, $5)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id' : ''}
             returning id`,
            [bucket.id, name, owner, caller.claims.sub ?? null, version],
          ),
        );

        const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
        const maxBytes = Math.min(bucketLimit, config.storage.fileSizeLimit);
        await mkdir(path.dirname(target), { recursive: true });
        const tempPath = path.join(path.dirname(target), `.upload-${randomUUID()}`);
        try {
          const received = await receiveUpload(request.raw, tempPath, {
            maxBytes,
            allowedMimeTypes: bucket.allowed_mime_types,
          });
          const now = new Date().toISOString();
          const metadata = {
            eTag: `"${received.md5}"`,
            size: received.size,
            mimetype: received.mimetype,
            cacheControl: received.cacheControl,
            lastModified: now,
            contentLength: received.size,
            httpStatusCode: 200,
          };
          // Row and file change together: the rename happens inside the row's transaction.
          const client = await db.connect();
          try {
            await client.query('begin');
            const { rows } = await client.query<{ id: string }>(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
               values ($1, $2, $3, $4, $5, $6, $7)
               ${
                 upsert
                   ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
                      version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id,
                      user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
                   : ''
               }
               returning id`,
              [bucket.id, name, owner, caller.claims.sub ?? null, metadata, version, received.userMetadata],
            );
            await rename(tempPath, target);
            await client.query('commit');
            return reply.send({ Id: rows[0].id, Key: `${bucket.id}/${name}` });
          } catch (err) {
            await client.query('rollback').catch(() => undefined);
            throw err;
          } finally {
            client.release();
          }
        } finally {
          await rm(tempPath, { force: true });
        }
      } catch (err) {
        request.raw.resume();
        return fail(reply, err);
      }
    };

    uploads.post('/object/:bucket/*', upload);
    uploads.put('/object/:bucket/*', upload);
  });

  // ---------- delete ----------
  async function removeObjects(caller: Caller, bucketId: string, names: string[]) {
    const { rows } = await withCaller(
      db,
      caller,
      { commit: true, operation: 'storage.object.delete' },
      (client) =>
        client.query(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning name, bucket_id, owner, owner_id, version, id, updated_at, created_at,
                   last_accessed_at, metadata, user_metadata`,
          [bucketId, names],
        ),
    );
    for (const row of rows as Array<{ name: string }>) {
      await rm(filePath(bucketId, row.name), { force: true });
    }
    return rows;
  }

  app.delete<{ Params: { bucket: string }; Body: { prefixes?: unknown } }>(
    '/object/:bucket',
    async (request, reply) => {
      try {
        const caller = await authenticate(config, request);
        const bucket = await findBucket(request.params.bucket);
        const prefixes = request.body?.prefixes;
        if (
          !Array.isArray(prefixes) ||
          prefixes.length === 0 ||
          !prefixes.every((p) => typeof p === 'string')
        ) {
          throw errors.invalidRequest("body must have required property 'prefixes'");
        }
        return reply.send(await removeObjects(caller, bucket.id, prefixes as string[]));
      } catch (err) {
        return fail(reply, err);
      }
    },
  );

  app.delete<{ Params: WildcardParams }>('/object/:bucket/*', async (request, reply) => {
    try {
      const caller = await authenticate(config, request);
      const bucket = await findBucket(request.params.bucket);
      const deleted = await removeObjects(caller, bucket.id, [objectName(request.params['*'])]);
      if (deleted.length === 0) throw errors.noSuchKey();
      return reply.send({ message: 'Successfully deleted' });
    } catch (err) {
      return fail(reply, err);
    }
  });

  // ---------- list ----------
  app.post<{
    Params: { bucket: string };
    Body: {
      prefix?: unknown;
      limit?: number;
      offset?: number;
      search?: unknown;
      sortBy?: { column?: string; order?: string };
    };
  }>('/object/list/:bucket', async (request, reply) => {
    try {
      const caller = await authenticate(config, request);
      const bucket = await findBucket(request.params.bucket);
      const body = request.body ?? {};
      let prefix = listFilter(body.prefix, 'prefix');
      const search = listFilter(body.search, 'search');
      if (prefix && !prefix.endsWith('/')) prefix += '/';
      const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1500);
      const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
      const { rows } = await withCaller(
        db,
        caller,
        { commit: false, operation: 'storage.object.list' },
        (client) =>
          client.query('select * from storage.search($1, $2, $3, 1, $4, $5, $6, $7)', [
            prefix,
            bucket.id,
            limit,
            offset,
            search,
            body.sortBy?.column ?? 'name',
            body.sortBy?.order ?? 'asc',
          ]),
      );
      return reply.send(rows);
    } catch (err) {
      return fail(reply, err);
    }
  });

  // ---------- buckets ----------
  app.get('/bucket', async (request, reply) => {
    try {
      const caller = await authenticate(config, request);
      const { rows } = await withCaller(
        db,
        caller,
        { commit: false, operation: 'storage.bucket.list' },
        (client) => client.query('select * from storage.buckets order by name'),
      );
      return reply.send(rows);
    } catch (err) {
      return fail(reply, err);
    }
  });

  app.get<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    try {
      const caller = await authenticate(config, request);
      const { rows } = await withCaller(
        db,
        caller,
        { commit: false, operation: 'storage.bucket.get' },
        (client) => client.query('select * from storage.buckets where id = $1', [request.params.id]),
      );
      if (!rows[0]) throw errors.noSuchBucket();
      return reply.send(rows[0]);
    } catch (err) {
      return fail(reply, err);
    }
  });

  // ---------- downloads ----------
  async function serveObject(
    request: FastifyRequest<{ Params: WildcardParams; Querystring: { download?: string } }>,
    reply: FastifyReply,
    bucketId: string,
    row: ObjectRow,
  ) {
    const file = filePath(bucketId, row.name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw errors.noSuchKey();
    // Stored metadata is checked before it becomes a header: one bad value (written before uploads were
    // validated, or by hand) must not turn every download of the object into a 500.
    const meta = row.metadata ?? {};
    const etag = safeHeaderValue(meta.eTag, `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`);
    const lastModified = new Date(typeof meta.lastModified === 'string' ? meta.lastModified : info.mtime);
    reply
      .header('Content-Type', safeHeaderValue(meta.mimetype, 'application/octet-stream'))
      .header('Cache-Control', safeHeaderValue(meta.cacheControl, 'no-cache'))
      .header('ETag', etag)
      .header(
        'Last-Modified',
        (Number.isNaN(lastModified.getTime()) ? info.mtime : lastModified).toUTCString(),
      )
      .header('Accept-Ranges', 'bytes')
      // Uploaded bytes are served as their declared type, never sniffed into HTML or script.
      .header('X-Content-Type-Options', 'nosniff');
    const download = request.query.download;
    if (download !== undefined) {
      const fileName = download || path.posix.basename(row.name);
      reply.header('Content-Disposition', `attachment; filename=${encodeURIComponent(fileName)};`);
    }
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${info.size}`);
      throw errors.invalidRange();
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? info.size - 1;
    const length = info.size === 0 ? 0 : end - start + 1;
    reply.header('Content-Length', String(length));
    if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`);
    if (request.method === 'HEAD' || length === 0) return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  }

  type DownloadRequest = FastifyRequest<{ Params: WildcardParams; Querystring: { download?: string } }>;

  const servePublic = async (request: DownloadRequest, reply: FastifyReply) => {
    try {
      const bucket = await findBucket(request.params.bucket);
      if (!bucket.public) throw errors.noSuchBucket();
      const name = objectName(request.params['*']);
      const { rows } = await findObject(db, bucket.id, name);
      if (!rows[0]) throw errors.noSuchKey();
      return await serveObject(request, reply, bucket.id, rows[0]);
    } catch (err) {
      return fail(reply, err);
    }
  };

  const serveAuthenticated = async (request: DownloadRequest, reply: FastifyReply) => {
    try {
      const caller = await authenticate(config, request);
      const bucket = await findBucket(request.params.bucket);
      const name = objectName(request.params['*']);
      const { rows } = await withCaller(
        db,
        caller,
        { commit: false, operation: 'storage.object.get' },
        (client) => findObject(client, bucket.id, name),
      );
      if (!rows[0]) throw errors.noSuchKey();
      return await serveObject(request, reply, bucket.id, rows[0]);
    } catch (err) {
      return fail(reply, err);
    }
  };

  // ---------- info (storage-js info() / exists()) ----------
  const objectInfo = async (request: DownloadRequest, reply: FastifyReply) => {
    try {
      const caller = await authenticate(config, request);
      const bucket = await findBucket(request.params.bucket);
      const name = objectName(request.params['*']);
      const { rows } = await withCaller(
        db,
        caller,
        { commit: false, operation: 'storage.object.info' },
        (client) =>
          client.query<ObjectRow>(
            `select id, name, version, bucket_id, metadata, user_metadata, created_at, updated_at
             from storage.objects where bucket_id = $1 and name = $2`,
            [bucket.id, name],
          ),
      );
      const row = rows[0];
      if (!row) throw errors.noSuchKey();
      return reply.send({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.user_metadata ?? {},
        last_modified: row.metadata?.lastModified ?? row.updated_at,
        created_at: row.created_at,
      });
    } catch (err) {
      return fail(reply, err);
    }
  };
  app.get('/object/info/:bucket/*', objectInfo);
  app.get('/object/info/authenticated/:bucket/*', objectInfo);

  // ---------- signed URLs: a JWT {url: "<bucket>/<name>"} signed with the stack's secret ----------
  async function signedPath(
    caller: Caller,
    bucketId: string,
    name: string,
    expiresIn: number,
  ): Promise<string | null> {
    const { rows } = await withCaller(
      db,
      caller,
      { commit: false, operation: 'storage.object.sign' },
      (client) =>
        client.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
    );
    if (rows.length === 0) return null;
    const token = await signJwt(config, { url: `${bucketId}/${name}` }, expiresIn);
    return `/object/sign/${encodeURI(`${bucketId}/${name}`)}?token=${token}`;
  }

  function expiresInFrom(value: unknown): number {
    const seconds = Math.trunc(Number(value));
    if (!Number.isFinite(seconds) || seconds < 1)
      throw errors.invalidRequest('expiresIn must be a positive number');
    return seconds;
  }

  app.post<{ Params: WildcardParams; Body: { expiresIn?: unknown } }>(
    '/object/sign/:bucket/*',
    async (request, reply) => {
      try {
        const caller = await authenticate(config, request);
        const bucket = await findBucket(request.params.bucket);
        const name = objectName(request.params['*']);
        const signedURL = await signedPath(caller, bucket.id, name, expiresInFrom(request.body?.expiresIn));
        if (!signedURL) throw errors.noSuchKey();
        return reply.send({ signedURL });
      } catch (err) {
        return fail(reply, err);
      }
    },
  );

  app.post<{ Params: { bucket: string }; Body: { expiresIn?: unknown; paths?: unknown } }>(
    '/object/sign/:bucket',
    async (request, reply) => {
      try {
        const caller = await authenticate(config, request);
        const bucket = await findBucket(request.params.bucket);
        const paths = request.body?.paths;
        if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
          throw errors.invalidRequest("body must have required property 'paths'");
        }
        const expiresIn = expiresInFrom(request.body?.expiresIn);
        const out = [];
        for (const path of paths as string[]) {
          const signedURL = await signedPath(caller, bucket.id, path, expiresIn);
          out.push(
            signedURL
              ? { error: null, path, signedURL }
              : {
                  error: 'Either the object does not exist or you do not have access to it',
                  path,
                  signedURL: null,
                },
          );
        }
        return reply.send(out);
      } catch (err) {
        return fail(reply, err);
      }
    },
  );

  const serveSigned = async (
    request: FastifyRequest<{ Params: WildcardParams; Querystring: { download?: string; token?: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      const bucketId = request.params.bucket;
      const name = objectName(request.params['*']);
      let signedUrl: unknown;
      try {
        signedUrl = (await verifyJwt(config, request.query.token ?? '')).url;
      } catch (err) {
        throw new StorageError(
          '400',
          'InvalidJWT',
          'Invalid JWT',
          err instanceof Error ? err.message : 'Invalid JWT',
        );
      }
      if (signedUrl !== `${bucketId}/${name}`) {
        throw new StorageError(
          '400',
          'InvalidSignature',
          'Invalid signature',
          'The url do not match the signature',
        );
      }
      const { rows } = await findObject(db, bucketId, name);
      if (!rows[0]) throw errors.noSuchKey();
      return await serveObject(request, reply, bucketId, rows[0]);
    } catch (err) {
      return fail(reply, err);
    }
  };
  app.route({ method: ['GET', 'HEAD'], url: '/object/sign/:bucket/*', handler: serveSigned });

  app.route({ method: ['GET', 'HEAD'], url: '/object/public/:bucket/*', handler: servePublic });
  app.route({ method: ['GET', 'HEAD'], url: '/object/authenticated/:bucket/*', handler: serveAuthenticated });
  app.route({ method: ['GET', 'HEAD'], url: '/object/:bucket/*', handler: serveAuthenticated });
}
