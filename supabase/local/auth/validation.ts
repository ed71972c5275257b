import type { JsonObject } from './body.ts';
import { badRequest } from './errors.ts';

/** RFC 5321 caps a deliverable address at 254 characters; longer input is refused before any other check. */
export const MAX_EMAIL_LENGTH = 254;

/** user_metadata / app_metadata travel in every access token: a few KB of JSON is plenty. */
export const MAX_METADATA_BYTES = 8 * 1024;

/**
 * One '@' between a non-empty local part and a domain holding a dot with text on both sides, and no
 * whitespace anywhere: the rule the auth service has always applied, checked by index look-ups instead
 * of a backtracking pattern, so the time is linear (and the length is capped first anyway).
 */
export function isEmailFormatValid(email: string): boolean {
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || /\s/.test(email)) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

/**
 * The e-mail of a request, trimmed and lower-cased, or GoTrue's validation error (400 validation_failed):
 * 'An email address is too long' past the cap, 'Unable to validate email address: invalid format' otherwise.
 * Every place that accepts an address from a request goes through here.
 */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH) throw badRequest('validation_failed', 'An email address is too long');
  if (!isEmailFormatValid(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** Refuses metadata whose JSON is larger than MAX_METADATA_BYTES (400 validation_failed). */
export function assertMetadataSize(key: string, value: JsonObject | undefined): void {
  if (value === undefined) return;
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_METADATA_BYTES) {
    throw badRequest(
      'validation_failed',
      `${key} is too large (at most ${MAX_METADATA_BYTES} bytes of JSON)`,
    );
  }
}
