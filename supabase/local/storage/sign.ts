import type { FastifyInstance } from 'fastify';
import { signLegacyJwt } from '../jwt.ts';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { objectName } from './object-names.ts';
import { transformationsFromBody, transformationString } from './render.ts';
import { authenticate, withCaller, type Caller } from './scope.ts';

type WildcardParams = { bucket: string; '*': string };

/**
 * Signed download URLs, one or many: a JWT {url: "<bucket>/<name>"} signed with the stack's secret,
 * issued only for an object the caller may read (served by download.ts).
 */
export function registerSigning(app: FastifyInstance, deps: StorageDeps): void {
  const { config, db, findBucket } = deps;

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
    },
  );

  app.post<{ Params: { bucket: string }; Body: { expiresIn?: unknown; paths?: unknown } }>(
    '/object/sign/:bucket',
    async (request, reply) => {
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
    },
  );
}
