/**
 * Where a `next`, `redirect_to` or return page may lead: a path of the same site, never another
 * origin. One rule for every redirect the site and the local auth service make.
 *
 * A browser reads `//host`, `/\host` and their look-alikes as another host, and the URL parser removes
 * dot segments (`/.//host` becomes `//host`) and strips tabs and newlines, so the value is judged
 * after decoding and normalising, and anything that only an attacker would write is refused outright:
 * control characters, backslashes, encoded slashes or backslashes in the path, empty path segments.
 */

const BASE = 'http://return-path.invalid';
const MAX_LENGTH = 2048;
/** Decoding rounds before a value that still decodes is refused (double and triple encoding). */
const DECODE_ROUNDS = 3;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Encoded slash, backslash or control character: no real path of the site has them. */
const ENCODED_SEPARATOR_OR_CONTROL = /%(?:2f|5c|[01][0-9a-f]|7f)/i;
/** Characters some browsers or proxies fold into a slash or backslash. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;

function isCleanPath(path: string): boolean {
  return (
    !CONTROL_OR_BACKSLASH.test(path) &&
    !ENCODED_SEPARATOR_OR_CONTROL.test(path) &&
    !SLASH_LOOKALIKES.test(path)
  );
}

/** The path with dot segments removed, or null when it leaves the origin or has an empty segment. */
function normalisedPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.includes('//')) return null;
  return url.pathname;
}

/** The path part decoded until stable (at most a few rounds), each round clean; null when it is not. */
function decodedPath(rawPath: string): string | null {
  let current = rawPath;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    if (!isCleanPath(next)) return null;
    current = next;
  }
  return null;
}

/**
 * The same-site path (with its query and fragment) that `value` may lead to, or null when it may not.
 */
export function normaliseReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (CONTROL_OR_BACKSLASH.test(value)) return null;
  const pathEnd = value.search(/[?#]/);
  const rawPath = pathEnd === -1 ? value : value.slice(0, pathEnd);
  if (!isCleanPath(rawPath) || normalisedPath(rawPath) === null) return null;
  const decoded = decodedPath(rawPath);
  if (decoded === null || normalisedPath(decoded) === null) return null;

  const url = new URL(value, BASE);
  if (url.origin !== BASE) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // What the browser will read from the result must be the same path again.
  return normalisedPath(url.pathname) === url.pathname && new URL(result, BASE).origin === BASE
    ? result
    : null;
}

/** The path to go to: `value` when it is a safe same-site path, else `fallback`. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return normaliseReturnPath(value) ?? fallback;
}

/**
 * The part of an absolute http(s) URL after its origin, as written (not normalised), so a redirect
 * URL's path can be judged by the same rule: '' becomes '/', a bare query or fragment gets its '/'.
 */
export function pathOfAbsoluteUrl(candidate: string): string {
  const rest = candidate.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, '');
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}
