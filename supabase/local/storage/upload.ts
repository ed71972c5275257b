import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorageDeps } from './deps.ts';
import { objectName, ownerColumns } from './object-names.ts';
import { authenticate } from './scope.ts';
import { registerSignedUploads } from './signed-upload.ts';
import { probeInsert, storeUpload } from './store.ts';

type WildcardParams = { bucket: string; '*': string };

/**
 * Uploads (POST creates, PUT or x-upsert replaces) and uploads to a signed URL. The body is streamed to
 * disk by the handler, never parsed or buffered by Fastify.
 */
export async function registerUploads(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  const { config, findBucket, filePath } = deps;
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    // A refused upload's body is still unread: drained, the client gets to read the answer.
    uploads.addHook('onError', async (request) => {
      request.raw.resume();
    });

    const upload = async (request: FastifyRequest<{ Params: WildcardParams }>, reply: FastifyReply) => {
      const upsert = request.method === 'PUT' || String(request.headers['x-upsert']).toLowerCase() === 'true';
      const caller = await authenticate(config, request);
      const name = objectName(request.params['*']);
      const bucket = await findBucket(request.params.bucket);
      filePath(bucket.id, name);
      const target = { bucket, name, ...ownerColumns(caller.claims.sub), upsert };
      await probeInsert(deps, caller, target, 'storage.object.upload');
      const id = await storeUpload(deps, request.raw, target);
      return reply.send({ Id: id, Key: `${bucket.id}/${name}` });
    };

    uploads.post('/object/:bucket/*', upload);
    uploads.put('/object/:bucket/*', upload);
    registerSignedUploads(uploads, deps);
  });
}
