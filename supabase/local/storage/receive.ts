import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors, StorageError } from './errors.ts';
import { parseUserMetadata } from './user-metadata.ts';
import { isSafeHeaderValue } from './header-values.ts';
import { isMimeTypeAllowed } from './mime.ts';

export interface UploadLimits {
  /** Bytes; the smaller of the bucket's and the global limit. */
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

export interface ReceivedUpload {
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  size: number;
  md5: string;
}

/** Counts and hashes bytes on their way to disk and fails as soon as the limit is passed. */
class SizeGuard extends Transform {
  size = 0;
  private readonly hash = createHash('md5');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(errors.entityTooLarge());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * The Cache-Control every download of the object will carry: seconds become max-age, anything else is
 * kept as given once it is known to be a valid header value (a CR/LF would break every later download).
 */
function cacheControlFrom(value: string | undefined): string {
  if (!value) return 'no-cache';
  if (!isSafeHeaderValue(value)) throw errors.invalidHeaderValue('cacheControl');
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : value;
}

/** The declared content type is served back as Content-Type, so it must be a valid header value too. */
function checkedMimetype(mimetype: string, allowed: readonly string[] | null): string {
  if (!isSafeHeaderValue(mimetype, 255)) throw errors.invalidHeaderValue('contentType');
  if (!isMimeTypeAllowed(mimetype, allowed)) throw errors.invalidMimeType(mimetype);
  return mimetype;
}

async function writeGuarded(source: Readable, target: string, maxBytes: number) {
  const guard = new SizeGuard(maxBytes);
  // 'wx': the temporary name is unique, never overwrite anything.
  await pipeline(source, guard, createWriteStream(target, { flags: 'wx' }));
  return { size: guard.size, md5: guard.digest() };
}

/** A client that goes away mid-body surfaces as an error instead of a silently short file. */
function abortedError(): StorageError {
  return errors.invalidRequest('The upload was aborted by the client');
}

/** Calls `onAbort` once if the connection closes before the whole request body arrived. */
function onClientAbort(req: IncomingMessage, onAbort: () => void): void {
  let called = false;
  const fire = () => {
    if (called || req.complete) return;
    called = true;
    onAbort();
  };
  req.once('aborted', fire);
  req.once('close', fire);
  req.once('error', fire);
}

/** A raw body: the content-type header is the mimetype (storage-js sends Buffers and streams this way). */
async function receiveRaw(
  req: IncomingMessage,
  tempPath: string,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  let mimetype: string;
  let cacheControl: string;
  try {
    mimetype = checkedMimetype(
      String(req.headers['content-type'] ?? 'application/octet-stream'),
      limits.allowedMimeTypes,
    );
    cacheControl = cacheControlFrom(req.headers['cache-control']);
  } catch (err) {
    req.resume();
    throw err;
  }
  // Piped through a PassThrough: a pipeline straight from `req` would destroy the socket on a size error,
  // and the client would never read the 400 answer.
  const body = new PassThrough();
  req.pipe(body);
  onClientAbort(req, () => body.destroy(abortedError()));
  const { size, md5 } = await writeGuarded(body, tempPath, limits.maxBytes).catch((err: unknown) => {
    req.unpipe(body);
    req.resume();
    if (err instanceof StorageError) throw err;
    throw abortedError();
  });
  return {
    mimetype,
    cacheControl,
    userMetadata: parseUserMetadata(req.headers['x-metadata'], true),
    size,
    md5,
  };
}

/** multipart/form-data: fields cacheControl, contentType, metadata, and the first file part. */
function receiveMultipart(
  req: IncomingMessage,
  tempPath: string,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let fileSeen = false;
    // Once the file part streams, only its pipeline settles the upload: it ends after the temp file is closed.
    let fileStream: Readable | null = null;
    let settled = false;
    const finish = (err: unknown, value?: ReceivedUpload) => {
      if (settled) return;
      settled = true;
      if (err) {
        req.unpipe(parser);
        // Let the rest of the body drain so the error response reaches the client.
        req.resume();
        reject(err);
      } else resolve(value as ReceivedUpload);
    };
    const parser = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 20, fieldSize: 1024 * 1024 },
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, file, info) => {
      if (fileSeen || settled) {
        file.resume();
        return;
      }
      fileSeen = true;
      fileStream = file;
      let mimetype: string;
      let cacheControl: string;
      try {
        // The fields come before the file part (storage-js appends them first), so they are checked
        // before any byte is written.
        mimetype = checkedMimetype(
          fields.contentType || info.mimeType || 'application/octet-stream',
          limits.allowedMimeTypes,
        );
        cacheControl = cacheControlFrom(fields.cacheControl);
      } catch (err) {
        file.resume();
        finish(err);
        return;
      }
      writeGuarded(file, tempPath, limits.maxBytes).then(
        ({ size, md5 }) => {
          try {
            finish(null, {
              mimetype,
              cacheControl,
              userMetadata: parseUserMetadata(fields.metadata, false),
              size,
              md5,
            });
          } catch (err) {
            finish(err);
          }
        },
        (err: unknown) => finish(err instanceof StorageError ? err : abortedError()),
      );
    });
    parser.on('close', () => {
      if (!fileSeen) finish(errors.invalidRequest('No file was uploaded'));
    });
    parser.on('error', (err) => {
      const error = errors.invalidRequest(err instanceof Error ? err.message : 'Bad body');
      if (fileStream) fileStream.destroy(error);
      else finish(error);
    });
    onClientAbort(req, () => {
      if (fileStream) fileStream.destroy(abortedError());
      else finish(abortedError());
    });
    req.pipe(parser);
  });
}

/**
 * Streams the request body to `tempPath`, enforcing size and type while the bytes flow, so an upload is
 * never held in memory. On failure the caller removes `tempPath`.
 */
export async function receiveUpload(
  req: IncomingMessage,
  tempPath: string,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  const declared = Number(req.headers['content-length']);
  const contentType = String(req.headers['content-type'] ?? '');
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  // A raw body announces its exact size; a multipart body carries some framing on top.
  if (Number.isFinite(declared) && declared > limits.maxBytes + (multipart ? 64 * 1024 : 0)) {
    req.resume();
    throw errors.entityTooLarge();
  }
  return multipart ? receiveMultipart(req, tempPath, limits) : receiveRaw(req, tempPath, limits);
}
