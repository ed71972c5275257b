import type { FastifyReply } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db-errors.ts';

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
  /** A move onto a taken key: the row update hits the unique index (Storage's ResourceAlreadyExists). */
  resourceAlreadyExists: () =>
    new StorageError('409', 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () =>
    new StorageError('409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      '409',
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  invalidBucketName: () =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidFileSizeLimit: () =>
    new StorageError(
      '400',
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  noContentProvided: () => new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError('400', 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('400', 'InvalidSignature', 'InvalidSignature', message),
  invalidUploadSignature: (message = 'Invalid upload Signature') =>
    new StorageError('400', 'InvalidUploadSignature', 'InvalidUploadSignature', message),
  /** Storage's answer to a path no route serves (its REST not-found handler). */
  routeNotFound: (method: string, url: string) =>
    new StorageError('404', 'InvalidRequest', 'Not Found', `Route ${method}:${url} not found`, 404),
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
  /**
   * No credentials at all: Storage's authenticated routes require the header in their schema, so Fastify's
   * validation answers (error: the validation error's name, "Error").
   */
  missingAuthorization: () =>
    new StorageError('400', 'InvalidRequest', 'Error', "headers must have required property 'authorization'"),
  invalidHeaderValue: (field: string) =>
    new StorageError('400', 'InvalidRequest', 'invalid_header_char', `Invalid character in ${field}`),
  invalidKey: (name: string) => new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${name}`),
  invalidRange: () =>
    new StorageError('416', 'InvalidRange', 'invalid_range', 'The requested range is not satisfiable', 416),
  /** The detail of an unexpected failure goes to the stack's log only: it can name server paths. */
  internal: () => new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error'),
  databaseUnavailable: () =>
    new StorageError('503', 'DatabaseError', 'DatabaseError', DATABASE_UNAVAILABLE_MESSAGE, 503),
};

/**
 * Maps any failure to the Storage API's codes: RLS refusals and duplicates from PostgreSQL, 503 while
 * the database is unreachable, and a generic 500 for the rest (`unexpected` is told about those).
 */
export function toStorageError(err: unknown, unexpected?: (err: unknown) => void): StorageError {
  if (err instanceof StorageError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === '42501') return errors.accessDenied();
  if (code === '23505') return errors.duplicate();
  if (isDatabaseUnavailable(err)) return errors.databaseUnavailable();
  unexpected?.(err);
  return errors.internal();
}

export function sendStorageError(
  reply: FastifyReply,
  err: unknown,
  unexpected?: (err: unknown) => void,
): FastifyReply {
  const storageError = toStorageError(err, unexpected);
  if (storageError.status === 503) reply.header('Retry-After', '1');
  return reply.code(storageError.status).type('application/json').send(storageError.toJSON());
}
