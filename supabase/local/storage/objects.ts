import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { listFilter, objectName } from './object-names.ts';
import { authenticate, withCaller, type Caller } from './scope.ts';

type WildcardParams = { bucket: string; '*': string };

/** Deleting objects (one, or many by name) and the v1 list (storage-js list()); list-v2.ts has the other. */
export function registerObjectRoutes(app: FastifyInstance, deps: StorageDeps): void {
  const { config, db, findBucket, filePath } = deps;

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
    },
  );

  app.delete<{ Params: WildcardParams }>('/object/:bucket/*', async (request, reply) => {
    const caller = await authenticate(config, request);
    const bucket = await findBucket(request.params.bucket);
    const deleted = await removeObjects(caller, bucket.id, [objectName(request.params['*'])]);
    if (deleted.length === 0) throw errors.noSuchKey();
    return reply.send({ message: 'Successfully deleted' });
  });

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
  });
}
