import { StorageClient } from '@supabase/storage-js';
import { SUPABASE_URL } from '#shared/env.ts';
import { authFetch } from '../providers/authFetch.ts';
import type { ContentBucket } from './contentBuckets.ts';

/**
 * Storage's client, as the admin: its own module so that only the screens that store or remove files
 * (and a final delete's cleanup, which loads it then) bring it along.
 */
export const storage = new StorageClient(`${SUPABASE_URL.replace(/\/+$/, '')}/storage/v1`, {}, authFetch);

export function publicUrl(bucket: ContentBucket, path: string): string {
  return storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
