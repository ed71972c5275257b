import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PICTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pictures');

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

/** Serves /pictures/<file> from the pictures folder; only plain file names, never a path outside it. */
export async function servePicture(name: string, res: ServerResponse, headOnly: boolean): Promise<boolean> {
  const type = TYPES[path.extname(name).toLowerCase()];
  if (!type || name !== path.basename(name) || name.startsWith('.')) return false;
  const file = path.join(PICTURES_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(info.size),
    'cache-control': 'public, max-age=3600',
    // The apps show these avatars from their own origin.
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (headOnly) {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
  return true;
}
