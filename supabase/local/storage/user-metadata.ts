import { errors } from './errors.ts';

/** The largest custom metadata an object may carry, as stored JSON (hosted keeps it small too). */
export const MAX_USER_METADATA_BYTES = 8 * 1024;

/**
 * An object's custom metadata (x-metadata header, base64 JSON, or the multipart `metadata` field, plain
 * JSON): an object, or null when absent. Invalid JSON and anything over the cap are a clear 400.
 */
export function parseUserMetadata(raw: unknown, base64: boolean): Record<string, unknown> | null {
  if (typeof raw !== 'string' || !raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw);
  } catch {
    throw errors.invalidRequest('Invalid metadata');
  }
  if (!value || typeof value !== 'object') return null;
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_USER_METADATA_BYTES) {
    throw errors.invalidRequest(`Metadata is too large: at most ${MAX_USER_METADATA_BYTES} bytes of JSON`);
  }
  return value as Record<string, unknown>;
}
