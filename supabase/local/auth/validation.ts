import type { JsonObject } from './body.ts';
import { badRequest } from './errors.ts';

/** RFC 5321 caps a deliverable address at 254 characters; longer input is refused before any other check. */
export const MAX_EMAIL_LENGTH = 254;

/** user_metadata / app_metadata travel in every access token: a few KB of JSON is plenty. */
export const MAX_METADATA_BYTES = 8 * 1024;

/** The local part's characters GoTrue's format check allows (RFC 5322 atext and the dot). */
const LOCAL_PART = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i;
/** One domain label: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * GoTrue's format rule: one '@' between a local part of RFC 5322 atext characters and a domain of valid
 * labels; like the auth service always has, the domain must also hold a dot. Checked with index look-ups
 * and patterns without nested repetition, so the time is linear (and the length is capped first anyway).
 */
export function isEmailFormatValid(email: string): boolean {
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const labels = email.slice(at + 1).split('.');
  return (
    LOCAL_PART.test(email.slice(0, at)) &&
    labels.length > 1 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
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
