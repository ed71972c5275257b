import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDirectory, placeFile } from './durable.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { parseUserMetadata } from './user-metadata.ts';
import { isSafeHeaderValue } from './header-values.ts';
import { objectName, ownerColumns } from './object-names.ts';
import { authenticate, withCaller } from './scope.ts';
import { commitWithFile, probeInsert } from './store.ts';

interface TransferBody {
  bucketId?: unknown;
  sourceKey?: unknown;
  destinationKey?: unknown;
  destinationBucket?: unknown;
  copyMetadata?: unknown;
  metadata?: { cacheControl?: unknown; mimetype?: unknown } | null;
}

interface SourceRow {
  id: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** `/object/move` and `/object/copy`, optionally into another bucket, as the caller's RLS allows. */
export function registerMoveAndCopy(app: FastifyInstance, deps: StorageDeps): void {
  const { config, db } = deps;

  async function parse(request: FastifyRequest<{ Body: TransferBody | undefined }>) {
    const body = request.body ?? {};
    for (const field of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
      if (typeof body[field] !== 'string') {
        throw errors.invalidRequest(`body must have required property '${field}'`);
      }
    }
    if (body.destinationBucket !== undefined && typeof body.destinationBucket !== 'string') {
      throw errors.invalidRequest('body/destinationBucket must be string');
    }
    const caller = await authenticate(config, request);
    const source = await deps.findBucket(body.bucketId as string);
    const destination = body.destinationBucket ? await deps.findBucket(body.destinationBucket) : source;
    const sourceKey = objectName(body.sourceKey);
    const destinationKey = objectName(body.destinationKey);
    return {
      body,
      caller,
      source,
      destination,
      sourceKey,
      destinationKey,
      sourceFile: deps.filePath(source.id, sourceKey),
      destinationFile: deps.filePath(destination.id, destinationKey),
    };
  }

  app.post<{ Body: TransferBody | undefined }>('/object/move', async (request, reply) => {
    const t = await parse(request);
    const { owner, ownerId } = ownerColumns(t.caller.claims.sub);
    const same = t.source.id === t.destination.id && t.sourceKey === t.destinationKey;
    // As the caller: the source must be visible (SELECT) and the row may change into the destination
    // (UPDATE's USING on the source, WITH CHECK on the destination). The file moves before the commit.
    let fileMoved = false;
    const moved = await withCaller(
      db,
      t.caller,
      { commit: true, operation: 'storage.object.move' },
      async (client) => {
        const found = await client.query(
          'select id from storage.objects where bucket_id = $1 and name = $2',
          [t.source.id, t.sourceKey],
        );
        if (!found.rows[0]) throw errors.noSuchKey();
        const { rows } = await client
          .query<{ id: string }>(
            `update storage.objects
               set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7,
                   updated_at = now(), last_accessed_at = now()
               where bucket_id = $1 and name = $2
               returning id`,
            [t.source.id, t.sourceKey, t.destination.id, t.destinationKey, randomUUID(), owner, ownerId],
          )
          .catch((err: unknown) => {
            throw isUniqueViolation(err) ? errors.resourceAlreadyExists() : err;
          });
        if (!rows[0]) throw errors.noSuchKey();
        if (!same) {
          await mkdir(path.dirname(t.destinationFile), { recursive: true });
          await rename(t.sourceFile, t.destinationFile);
          fileMoved = true;
          if (deps.config.mode === 'production') await fsyncDirectory(path.dirname(t.destinationFile));
        }
        return rows[0];
      },
    ).catch(async (err: unknown) => {
      // The row stayed where it was (the commit failed): so does the file.
      if (fileMoved) await rename(t.destinationFile, t.sourceFile).catch(() => undefined);
      throw err;
    });
    return reply.send({ message: 'Successfully moved', Id: moved.id, Key: t.destinationKey });
  });

  app.post<{ Body: TransferBody | undefined }>('/object/copy', async (request, reply) => {
    const t = await parse(request);
    const upsert = String(request.headers['x-upsert']).toLowerCase() === 'true';
    const { rows: found } = await withCaller(
      db,
      t.caller,
      { commit: false, operation: 'storage.object.copy' },
      (client) =>
        client.query<SourceRow>(
          'select id, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
          [t.source.id, t.sourceKey],
        ),
    );
    const origin = found[0];
    if (!origin) throw errors.noSuchKey();

    const copyMetadata = t.body.copyMetadata !== false;
    const metadata: Record<string, unknown> = { ...(origin.metadata ?? {}) };
    if (!copyMetadata) {
      for (const field of ['cacheControl', 'mimetype'] as const) {
        const value = t.body.metadata?.[field];
        if (value === undefined) continue;
        if (!isSafeHeaderValue(value, 255)) throw errors.invalidHeaderValue(field);
        metadata[field] = value;
      }
    }
    const userMetadata = copyMetadata
      ? origin.user_metadata
      : parseUserMetadata(request.headers['x-metadata'], true);
    const target = {
      bucket: t.destination,
      name: t.destinationKey,
      ...ownerColumns(t.caller.claims.sub),
      upsert,
    };
    // The destination is written only where the caller could upload it.
    await probeInsert(deps, t.caller, target, 'storage.object.copy');

    await mkdir(path.dirname(t.destinationFile), { recursive: true });
    const tempPath = path.join(path.dirname(t.destinationFile), `.copy-${randomUUID()}`);
    try {
      await copyFile(t.sourceFile, tempPath).catch(() => {
        throw errors.noSuchKey();
      });
      const row = await commitWithFile(
        deps,
        async (client) => {
          const { rows } = await client.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
               values ($1, $2, $3, $4, $5, $6, $7)
               ${
                 upsert
                   ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
                      version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id,
                      user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
                   : ''
               }
               returning id, name, bucket_id, owner, owner_id, version, metadata, user_metadata,
                         created_at, updated_at, last_accessed_at`,
            [
              target.bucket.id,
              target.name,
              target.owner,
              target.ownerId,
              { ...metadata, lastModified: new Date().toISOString() },
              randomUUID(),
              userMetadata,
            ],
          );
          return rows[0] as Record<string, unknown>;
        },
        () => placeFile(deps.config, tempPath, t.destinationFile),
      );
      return reply.send({ Id: row.id, Key: `${t.destination.id}/${t.destinationKey}`, ...row });
    } finally {
      await rm(tempPath, { force: true });
    }
  });
}
