import type pg from 'pg';
import { serviceClient } from './supabase.ts';

/**
 * Removes a test's storage objects through the Storage API as the service role, files included: hosted
 * Supabase refuses direct deletes on storage.objects. `namePattern` is a LIKE pattern on object names.
 */
export async function removeStoredObjects(
  db: pg.Client,
  apiUrl: string,
  namePattern: string,
  bucket?: string,
): Promise<void> {
  const { rows } = await db.query<{ bucket_id: string; name: string }>(
    `select bucket_id, name from storage.objects
     where name like $1 and ($2::text is null or bucket_id = $2)`,
    [namePattern, bucket ?? null],
  );
  const byBucket = new Map<string, string[]>();
  for (const row of rows) byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row.name]);
  const storage = serviceClient(apiUrl).storage;
  for (const [bucketId, names] of byBucket) {
    // The API takes at most 1000 names per request.
    for (let i = 0; i < names.length; i += 1000) {
      const { error } = await storage.from(bucketId).remove(names.slice(i, i + 1000));
      if (error) throw error;
    }
  }
}
