import path from 'node:path';
import type { StackConfig } from '../config.ts';

/** Where the bytes of storage objects live on disk: <stackDir>/storage/<bucket>/<object name>. */
export function storageRoot(config: StackConfig): string {
  return path.join(config.stackDir, 'storage');
}

export function objectFilePath(config: StackConfig, bucketId: string, name: string): string {
  const root = path.join(storageRoot(config), bucketId);
  const full = path.resolve(root, name);
  if (!full.startsWith(root + path.sep)) throw new Error(`Invalid object name: ${name}`);
  return full;
}
