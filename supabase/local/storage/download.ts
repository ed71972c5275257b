import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { StorageDeps } from './deps.ts';
import { errors, StorageError } from './errors.ts';
import { safeHeaderValue } from './header-values.ts';
import { objectName } from './object-names.ts';
import { parseRange } from './range.ts';
import { authenticate, verifySignedUrlToken, withCaller } from './scope.ts';
import { isDownloadToken } from './signed-upload.ts';

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
type DownloadRequest = FastifyRequest<{ Params: WildcardParams; Querystring: { download?: string } }>;

const OBJECT_COLUMNS = 'id, name, metadata';

/** The row a public or signed download serves, looked up as the service. */
function findObject(db: Pick<pg.ClientBase, 'query'>, bucketId: string, name: string) {
  return db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
}

/**
 * Downloads (public, authenticated and by signed URL, with HTTP Range, ETag and HEAD) and object info
 * (storage-js info() / exists()). Failures are thrown to the service's error handler.
 */
export function registerDownloads(app: FastifyInstance, deps: StorageDeps): void {
  const { config, db, findBucket, filePath } = deps;

  async function serveObject(
    request: DownloadRequest,
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

  const servePublic = async (request: DownloadRequest, reply: FastifyReply) => {
    const bucket = await findBucket(request.params.bucket);
    if (!bucket.public) throw errors.noSuchBucket();
    const name = objectName(request.params['*']);
    const { rows } = await findObject(db, bucket.id, name);
    if (!rows[0]) throw errors.noSuchKey();
    return await serveObject(request, reply, bucket.id, rows[0]);
  };

  /** The object row a request names, read under the caller's policies (RLS decides, as on Storage). */
  async function rowAsCaller(request: DownloadRequest, operation: string, columns: string) {
    const caller = await authenticate(config, request);
    const bucket = await findBucket(request.params.bucket);
    const name = objectName(request.params['*']);
    const { rows } = await withCaller(db, caller, { commit: false, operation }, (client) =>
      client.query<ObjectRow>(`select ${columns} from storage.objects where bucket_id = $1 and name = $2`, [
        bucket.id,
        name,
      ]),
    );
    if (!rows[0]) throw errors.noSuchKey();
    return { bucketId: bucket.id, row: rows[0] };
  }

  const serveAuthenticated = async (request: DownloadRequest, reply: FastifyReply) => {
    const { bucketId, row } = await rowAsCaller(request, 'storage.object.get', OBJECT_COLUMNS);
    return await serveObject(request, reply, bucketId, row);
  };

  const objectInfo = async (request: DownloadRequest, reply: FastifyReply) => {
    const { row } = await rowAsCaller(
      request,
      'storage.object.info',
      'id, name, version, bucket_id, metadata, user_metadata, created_at, updated_at',
    );
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
  };
  const serveSigned = async (
    request: FastifyRequest<{ Params: WildcardParams; Querystring: { download?: string; token?: string } }>,
    reply: FastifyReply,
  ) => {
    const bucketId = request.params.bucket;
    const name = objectName(request.params['*']);
    const payload = await verifySignedUrlToken(config, request.query.token);
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
  };
  app.get('/object/info/:bucket/*', objectInfo);
  app.get('/object/info/authenticated/:bucket/*', objectInfo);
  app.route({ method: ['GET', 'HEAD'], url: '/object/sign/:bucket/*', handler: serveSigned });
  app.route({ method: ['GET', 'HEAD'], url: '/object/public/:bucket/*', handler: servePublic });
  app.route({ method: ['GET', 'HEAD'], url: '/object/authenticated/:bucket/*', handler: serveAuthenticated });
  app.route({ method: ['GET', 'HEAD'], url: '/object/:bucket/*', handler: serveAuthenticated });
}
