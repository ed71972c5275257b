import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';
import type { ContentBucket } from './contentBuckets.ts';

/** The object name at the end of a public URL (the spec removes old photos by it). */
export function lastPathSegment(url: string | null | undefined): string | null {
  if (!url) return null;
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  const segment = withoutQuery.split('/').filter(Boolean).pop();
  return segment ? decodeURIComponent(segment) : null;
}

/** The object path inside a bucket, read back from its public URL ('…/object/public/<bucket>/<path>'). */
export function pathFromPublicUrl(bucket: ContentBucket, url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/object/public/${bucket}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  const path = url.slice(at + marker.length).split(/[?#]/)[0] ?? '';
  return path ? decodeURIComponent(path) : null;
}

/** Removes objects; a failure is only logged, because a stale file never blocks the admin. */
export async function removeQuietly(bucket: ContentBucket, paths: Array<string | null>): Promise<void> {
  const names = paths.filter((p): p is string => Boolean(p));
  if (names.length === 0) return;
  try {
    // Loaded here: a final delete's cleanup is often the only storage call a visit makes.
    const { storage } = await import('./storageClient.ts');
    const { error } = await storage.from(bucket).remove(names);
    if (error) console.warn(`Não foi possível remover ${names.join(', ')} de ${bucket}:`, error.message);
  } catch (err) {
    console.warn(`Não foi possível remover ${names.join(', ')} de ${bucket}:`, err);
  }
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface ProgressUploadOptions {
  bucket: ContentBucket;
  path: string;
  file: Blob;
  contentType: string;
  accessToken: string;
  upsert?: boolean;
  /** Called with 0…100 while the body is sent. */
  onProgress?: (percent: number) => void;
  /** Lets the caller abort (e.g. the screen unmounts). */
  signal?: AbortSignal;
}

/** URL of the storage object endpoint, with each path segment encoded. */
export function objectEndpoint(bucket: ContentBucket, path: string, baseUrl: string = SUPABASE_URL): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/+$/, '')}/storage/v1/object/${bucket}/${encoded}`;
}

/**
 * Uploads with XMLHttpRequest because fetch() cannot report upload progress; the request is the same
 * one supabase-js sends (raw body, apikey + bearer token, x-upsert).
 */
export function uploadWithProgress(options: ProgressUploadOptions): Promise<void> {
  const { bucket, path, file, contentType, accessToken, upsert = false, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', objectEndpoint(bucket, path));
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY);
    xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('x-upsert', upsert ? 'true' : 'false');
    xhr.setRequestHeader('content-type', contentType || 'application/octet-stream');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
        return;
      }
      reject(new UploadError(storageErrorMessage(xhr.responseText, xhr.status), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('Falha de rede durante o envio'));
    xhr.onabort = () => reject(new UploadError('Envio cancelado'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The storage API answers JSON like { message } or { error, message }; fall back to the status. */
export function storageErrorMessage(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // not JSON: use the status below
  }
  return `HTTP ${status}`;
}

/**
 * Removes the stored files behind deleted rows' public URLs (only those inside the bucket; links to
 * elsewhere are left alone).
 */
export function removeFilesOfRows(bucket: ContentBucket, columns: readonly string[]) {
  return async (rows: ReadonlyArray<Record<string, unknown>>): Promise<void> => {
    const paths = rows.flatMap((row) =>
      columns.map((column) => pathFromPublicUrl(bucket, row[column] as string | null | undefined)),
    );
    await removeQuietly(bucket, paths);
  };
}
