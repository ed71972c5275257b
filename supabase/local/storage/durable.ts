import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { StackConfig } from '../config.ts';

async function fsyncPath(target: string, flags: string): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts a fully written temporary file at its final name. In production the bytes are flushed to disk
 * first and the folder's entry after, so that once the object's row commits, a power cut cannot leave
 * the row pointing at a missing or half-written file. Development skips the flushes, as its database does.
 */
export async function placeFile(
  config: Pick<StackConfig, 'mode'>,
  tempPath: string,
  finalPath: string,
): Promise<void> {
  const durable = config.mode === 'production';
  if (durable) await fsyncPath(tempPath, 'r+');
  await rename(tempPath, finalPath);
  if (durable) await fsyncDirectory(path.dirname(finalPath));
}

/** Flushes a folder's entries (a rename or a new file in it) to disk. */
export async function fsyncDirectory(dir: string): Promise<void> {
  await fsyncPath(dir, 'r');
}
