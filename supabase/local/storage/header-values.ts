/** Stored metadata is echoed into response headers; this many characters is plenty for any of them. */
export const MAX_HEADER_VALUE_LENGTH = 1024;

/**
 * True when `value` can be sent as an HTTP header value as is: within the length cap and without
 * control characters (CR/LF would split the response; Node refuses them and the reply fails).
 * A character loop, so the time is linear and bounded by the cap.
 */
export function isSafeHeaderValue(value: unknown, maxLength = MAX_HEADER_VALUE_LENGTH): value is string {
  if (typeof value !== 'string' || value.length > maxLength) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09) || c === 0x7f || c > 0xff) return false;
  }
  return true;
}

/** The stored value when it is a safe header value, the fallback otherwise. */
export function safeHeaderValue(value: unknown, fallback: string): string {
  return isSafeHeaderValue(value) ? value : fallback;
}
