import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signJwt, verifyJwt, type SupabaseClaims } from '../jwt.ts';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { objectName, ownerColumns } from './object-names.ts';
import { authenticate } from './scope.ts';
import { probeInsert, storeUpload } from './store.ts';

/** How long a signed upload URL stays valid: the Storage API's default (storage-js says "2 hours"). */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 60 * 60;

type WildcardParams = { bucket: string; '*': string };

interface UploadToken extends SupabaseClaims {
  url?: string;
  owner?: string;
  upsert?: boolean;
  scope?: string;
}

/** Upload tokens carry `scope: "upload"` (older ones only `upsert`); anything else is a download token. */
const isUploadToken = (payload: UploadToken) =>
  payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload);
export const isDownloadToken = (payload: UploadToken) =>
  payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));

/** POST /object/upload/sign/{bucket}/{path}: a signed upload URL, if the caller may insert there. */
export function registerSignedUploadUrl(app: FastifyInstance, deps: StorageDeps): void {
  app.post<{ Params: WildcardParams }>('/object/upload/sign/:bucket/*', async (request, reply) => {
    const caller = await authenticate(deps.config, request);
    const bucket = await deps.findBucket(request.params.bucket);
    const name = objectName(request.params['*']);
    deps.filePath(bucket.id, name);
    const upsert = String(request.headers['x-upsert']).toLowerCase() === 'true';
    const target = { bucket, name, ...ownerColumns(caller.claims.sub), upsert };
    await probeInsert(deps, caller, target, 'storage.object.upload_sign');
    const url = `${bucket.id}/${name}`;
    const token = await signJwt(
      deps.config,
      { url, owner: caller.claims.sub, upsert, scope: 'upload' },
      SIGNED_UPLOAD_URL_SECONDS,
    );
    return reply.send({ url: `/object/upload/sign/${encodeURI(url)}?token=${token}`, token });
  });
}

/**
 * PUT /object/upload/sign/{bucket}/{path}?token=: the upload itself, with no other credentials. The row
 * is written as the service, owned by whoever asked for the URL; size and type limits apply as usual.
 * Registered where request bodies stay unparsed, so the bytes stream to disk.
 */
export function registerSignedUploads(uploads: FastifyInstance, deps: StorageDeps): void {
  uploads.put(
    '/object/upload/sign/:bucket/*',
    async (request: FastifyRequest<{ Params: WildcardParams; Querystring: { token?: string } }>, reply) => {
      const token = request.query.token;
      if (typeof token !== 'string' || !token) {
        throw errors.invalidRequest("querystring must have required property 'token'");
      }
      let payload: UploadToken;
      try {
        payload = await verifyJwt(deps.config, token);
      } catch (err) {
        throw errors.invalidJwt(err instanceof Error ? err.message : undefined);
      }
      if (!isUploadToken(payload)) throw errors.invalidSignature('Token is not scoped for upload');
      const bucket = await deps.findBucket(request.params.bucket);
      const name = objectName(request.params['*']);
      if (payload.url !== `${bucket.id}/${name}`) throw errors.invalidSignature();
      // As on Storage, the URL is not spent by an upload: used again without upsert it meets the object
      // it created (409 Duplicate); an upsert URL replaces it until the URL expires.
      const owner = typeof payload.owner === 'string' ? payload.owner : undefined;
      await storeUpload(deps, request.raw, {
        bucket,
        name,
        ...ownerColumns(owner),
        upsert: payload.upsert === true,
      });
      return reply.send({ Key: `${bucket.id}/${name}` });
    },
  );
}
