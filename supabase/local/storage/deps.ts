import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import type { StackContext } from '../context.ts';

export interface BucketRow {
  id: string;
  public: boolean;
  /** bigint arrives from pg as a string. */
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

/**
 * What the storage route modules share: the stack, bucket lookup and file locations. Their handlers throw
 * (a StorageError, or anything else) and the service's one error handler answers in Storage's shape.
 */
export interface StorageDeps {
  ctx: StackContext;
  config: StackConfig;
  db: pg.Pool;
  /** The bucket as the service sees it (superuser); NoSuchBucket when it does not exist. */
  findBucket: (id: string) => Promise<BucketRow>;
  /** Where an object's bytes live; InvalidKey for a name that would leave the bucket's folder. */
  filePath: (bucketId: string, name: string) => string;
}
