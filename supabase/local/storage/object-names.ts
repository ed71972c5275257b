import { errors } from './errors.ts';

/**
 * Characters the Storage API refuses in keys that matter here: control characters (a NUL reached
 * PostgreSQL as a 500, CR/LF ended up in headers and listings) and the backslash (a path separator elsewhere).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** S3's (and so the Storage API's) limit on a key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;
/** Each folder or file name becomes a name on disk, which the file system caps at 255 bytes. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Object names as storage-js cleans them (no leading/trailing or doubled slashes), refused with
 * InvalidKey when they could not be stored. The length is checked before any pattern meets the name.
 */
export function objectName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_KEY_BYTES * 2) throw errors.invalidKey(String(raw ?? ''));
  const name = raw.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
  const segments = name.split('/');
  if (
    !name ||
    Buffer.byteLength(name) > MAX_KEY_BYTES ||
    FORBIDDEN_KEY_CHARACTERS.test(name) ||
    segments.some(
      (segment) => segment === '.' || segment === '..' || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES,
    )
  ) {
    throw errors.invalidKey(raw);
  }
  return name;
}

/** List filters are LIKE patterns or prefixes: no longer than a key can be. */
export function listFilter(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > MAX_KEY_BYTES) {
    throw errors.invalidRequest(`${field} must be a string of at most ${MAX_KEY_BYTES} characters`);
  }
  return value;
}

/** The owner columns of a row the caller writes: `owner` only when the JWT subject is a uuid. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function ownerColumns(sub: string | undefined | null): {
  owner: string | null;
  ownerId: string | null;
} {
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub ?? null };
}
