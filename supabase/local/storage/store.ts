import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { inTransaction } from '../transaction.ts';
import type { BucketRow, StorageDeps } from './deps.ts';
import { placeFile } from './durable.ts';
import { receiveUpload } from './receive.ts';
import { withCaller, type Caller } from './scope.ts';

export interface ObjectTarget {
  bucket: BucketRow;
  name: string;
  owner: string | null;
  ownerId: string | null;
  upsert: boolean;
}

/**
 * The caller's RLS decides before any byte is written: the row the upload would create (or upsert) is
 * inserted as the caller and rolled back. Refusals become AccessDenied, a taken key KeyAlreadyExists.
 */
export async function probeInsert(
  deps: StorageDeps,
  caller: Caller,
  target: ObjectTarget,
  operation: string,
): Promise<void> {
  await withCaller(deps.db, caller, { commit: false, operation }, (client) =>
    client.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
       values ($1, $2, $3, $4, '{}'::jsonb, $5)
       ${target.upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id' : ''}
       returning id`,
      [target.bucket.id, target.name, target.owner, target.ownerId, randomUUID()],
    ),
  );
}

/** Runs `write` in a superuser transaction and commits only if `moveFile` (the file's last step) succeeds. */
export async function commitWithFile<T>(
  deps: StorageDeps,
  write: (client: pg.PoolClient) => Promise<T>,
  moveFile: () => Promise<void>,
): Promise<T> {
  return inTransaction(deps.db, async (client) => {
    const result = await write(client);
    await moveFile();
    return result;
  });
}

/**
 * Streams the request body into the object's file and writes its row (superuser: the caller's rights were
 * checked before). Size and type limits apply while the bytes flow; on any failure neither a row nor a
 * file is left behind. Returns the row id.
 */
export async function storeUpload(
  deps: StorageDeps,
  req: IncomingMessage,
  target: ObjectTarget,
): Promise<string> {
  const { bucket, name } = target;
  const file = deps.filePath(bucket.id, name);
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  const maxBytes = Math.min(bucketLimit, deps.config.storage.fileSizeLimit);
  await mkdir(path.dirname(file), { recursive: true });
  const tempPath = path.join(path.dirname(file), `.upload-${randomUUID()}`);
  try {
    const received = await receiveUpload(req, tempPath, {
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
    // Row and file change together: the file is in place (and flushed, in production) before the commit.
    return await commitWithFile(
      deps,
      async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($1, $2, $3, $4, $5, $6, $7)
           ${
             target.upsert
               ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata,
                  version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id,
                  user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
               : ''
           }
           returning id`,
          [bucket.id, name, target.owner, target.ownerId, metadata, randomUUID(), received.userMetadata],
        );
        return rows[0].id;
      },
      () => placeFile(deps.config, tempPath, file),
    );
  } finally {
    await rm(tempPath, { force: true });
  }
}
