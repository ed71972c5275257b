import type { FastifyReply } from 'fastify';

/**
 * The Storage API's error shape: the logical status travels as a string in `statusCode`, while the HTTP
 * status is 400 for everything except 500 (storage-js reads both).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    /** Overrides the HTTP status (the real service does it for 416 ranges, for instance). */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  get status(): number {
    return this.httpStatus ?? (this.statusCode === '500' ? 500 : 400);
  }

  toJSON() {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  noSuchBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  entityTooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimetype: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Bad Request', message),
  invalidKey: (name: string) => new StorageError('400', 'InvalidKey', 'Invalid Key', `Invalid key: ${name}`),
  invalidRange: () =>
    new StorageError('416', 'InvalidRange', 'invalid_range', 'The requested range is not satisfiable', 416),
  internal: (message: string) => new StorageError('500', 'InternalError', 'Internal Server Error', message),
};

/** Maps a PostgreSQL error from the caller-scoped permission test to the Storage API's codes. */
export function fromDatabaseError(err: unknown): StorageError {
  const code = (err as { code?: string } | null)?.code;
  if (code === '42501') return errors.accessDenied();
  if (code === '23505') return errors.duplicate();
  return errors.internal(err instanceof Error ? err.message : String(err));
}

export function sendStorageError(reply: FastifyReply, err: unknown): FastifyReply {
  const storageError = err instanceof StorageError ? err : fromDatabaseError(err);
  return reply.code(storageError.status).type('application/json').send(storageError.toJSON());
}
