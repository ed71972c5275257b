import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import { objectFilePath } from './paths.ts';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
};

export function mimeTypeFor(fileName: string): string {
  return MIME_BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

async function walk(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(path.join(dir, entry.name), rel)));
    else if (!entry.name.startsWith('.')) out.push(rel);
  }
  return out;
}

/** Uploads each bucket's objects_path (config.toml) as `supabase seed buckets` does. */
export async function seedBucketObjects(client: pg.Client, config: StackConfig): Promise<void> {
  for (const bucket of config.storage.buckets) {
    if (!bucket.objectsPath || !existsSync(bucket.objectsPath)) continue;
    for (const name of await walk(bucket.objectsPath)) {
      const source = path.join(bucket.objectsPath, name);
      const target = objectFilePath(config, bucket.id, name);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source, target);
      const size = (await stat(source)).size;
      const mimetype = mimeTypeFor(name);
      const now = new Date().toISOString();
      await client.query(
        `insert into storage.objects (bucket_id, name, metadata, version)
         values ($1, $2, $3, $4)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        [
          bucket.id,
          name,
          {
            eTag: `"${randomUUID()}"`,
            size,
            mimetype,
            cacheControl: 'max-age=3600',
            lastModified: now,
            contentLength: size,
            httpStatusCode: 200,
          },
          randomUUID(),
        ],
      );
    }
  }
}
