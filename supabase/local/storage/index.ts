import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StackContext } from '../context.ts';
import { registerBucketRoutes } from './buckets.ts';
import type { BucketRow, StorageDeps } from './deps.ts';
import { registerDownloads } from './download.ts';
import { errors, sendStorageError, StorageError } from './errors.ts';
import { registerListV2 } from './list-v2.ts';
import { registerMoveAndCopy } from './move-copy.ts';
import { registerObjectRoutes } from './objects.ts';
import { objectFilePath } from './paths.ts';
import { registerImageRender } from './render.ts';
import { registerSigning } from './sign.ts';
import { registerSignedUploadUrl } from './signed-upload.ts';
import { registerUploads } from './upload.ts';

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

  /**
   * The one way a failure is answered (handlers throw; this error handler and the not-found handler send):
   * Storage's error shape, an unexpected failure's detail in the log, never to the client.
   */
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

  const deps: StorageDeps = { ctx, config, db, findBucket, filePath };

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
  await registerUploads(app, deps);
  registerObjectRoutes(app, deps);
  registerBucketRoutes(app, deps);
  registerMoveAndCopy(app, deps);
  registerSignedUploadUrl(app, deps);
  registerListV2(app, deps);
  registerImageRender(app, deps);
  registerSigning(app, deps);
  registerDownloads(app, deps);
}
