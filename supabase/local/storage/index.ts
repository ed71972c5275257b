import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { signLegacyJwt, verifyJwt } from '../jwt.ts';
import { registerBucketRoutes } from './buckets.ts';
import type { BucketRow, StorageDeps } from './deps.ts';
import { errors, sendStorageError, StorageError } from './errors.ts';
import { safeHeaderValue } from './header-values.ts';
import { registerListV2 } from './list-v2.ts';
import { registerImageRender, transformationsFromBody, transformationString } from './render.ts';
import { registerMoveAndCopy } from './move-copy.ts';
import { listFilter, objectName, ownerColumns } from './object-names.ts';
import { objectFilePath } from './paths.ts';
import { parseRange } from './range.ts';
import { authenticate, withCaller, type Caller } from './scope.ts';
import { isDownloadToken, registerSignedUploads, registerSignedUploadUrl } from './signed-upload.ts';
import { probeInsert, storeUpload } from './store.ts';

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

  const deps: StorageDeps = { ctx, config, db, findBucket, filePath, fail };

  // Storage's REST not-found answer, in its error shape (the gateway's prefix is not part of its routes).
  app.setNotFoundHandler((request, reply) =>
    fail(reply, errors.routeNotFound(request.method, request.url.replace(/^\/storage\/v1/, ''))),
  );

  // An empty JSON body is no body (storage-js and other clients send DELETE /bucket/{id} that way).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
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
        filePath(bucket.id, name);
        const target = { bucket, name, ...ownerColumns(caller.claims.sub), upsert };
        await probeInsert(deps, caller, target, 'storage.object.upload');
        const id = await storeUpload(deps, request.raw, target);
        return reply.send({ Id: id, Key: `${bucket.id}/${name}` });
      } catch (err) {
        request.raw.resume();
        return fail(reply, err);
      }
    };

    uploads.post('/object/:bucket/*', upload);
    uploads.put('/object/:bucket/*', upload);
    registerSignedUploads(uploads, deps);
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

  registerBucketRoutes(app, deps);
  registerMoveAndCopy(app, deps);
  registerSignedUploadUrl(app, deps);
  registerListV2(app, deps);
  registerImageRender(app, deps);

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
    transform: unknown = null,
  ): Promise<string | null> {
    const { rows } = await withCaller(
      db,
      caller,
      { commit: false, operation: 'storage.object.sign' },
      (client) =>
        client.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
    );
    if (rows.length === 0) return null;
    // With a transform, Storage signs a render URL that carries the transformations in its token.
    const transformations = transformationsFromBody(transform);
    const claims = { url: `${bucketId}/${name}`, scope: 'download' };
    if (transformations) {
      const token = await signLegacyJwt(
        config,
        { ...claims, transformations: transformationString(transformations) },
        expiresIn,
      );
      return `/render/image/sign/${encodeURI(`${bucketId}/${name}`)}?token=${token}`;
    }
    const token = await signLegacyJwt(config, claims, expiresIn);
    return `/object/sign/${encodeURI(`${bucketId}/${name}`)}?token=${token}`;
  }

  function expiresInFrom(value: unknown): number {
    const seconds = Math.trunc(Number(value));
    if (!Number.isFinite(seconds) || seconds < 1)
      throw errors.invalidRequest('expiresIn must be a positive number');
    return seconds;
  }

  app.post<{ Params: WildcardParams; Body: { expiresIn?: unknown; transform?: unknown } }>(
    '/object/sign/:bucket/*',
    async (request, reply) => {
      try {
        const caller = await authenticate(config, request);
        const bucket = await findBucket(request.params.bucket);
        const name = objectName(request.params['*']);
        const signedURL = await signedPath(
          caller,
          bucket.id,
          name,
          expiresInFrom(request.body?.expiresIn),
          request.body?.transform,
        );
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
      let payload: Awaited<ReturnType<typeof verifyJwt>>;
      try {
        payload = await verifyJwt(config, request.query.token ?? '');
      } catch (err) {
        throw new StorageError(
          '400',
          'InvalidJWT',
          'Invalid JWT',
          err instanceof Error ? err.message : 'Invalid JWT',
        );
      }
      // An upload URL's token never opens a download.
      if (!isDownloadToken(payload)) throw errors.invalidSignature('Token is not scoped for download');
      const signedUrl = payload.url;
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
