/**
 * Errors that mean "PostgreSQL cannot be reached right now" (down, restarting, or the connection was
 * dropped), as opposed to an error in the query itself: the API answers those with 503, so clients
 * retry instead of treating them as a server bug.
 */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '57P'];
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return true;
  }
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.some((text) => err.message.startsWith(text));
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is temporarily unavailable; try again shortly.';

/**
 * PostgREST's answer when its connection dropped mid-request: an error with no SQLSTATE and no
 * message (every real query or request error carries a code), sent as a 400 that a client would
 * wrongly take as its own fault.
 */
export function isPostgrestLostConnection(status: number, body: string): boolean {
  if (status !== 400) return false;
  try {
    const error = JSON.parse(body) as { code?: unknown; message?: unknown };
    return error.code === '' && error.message === '';
  } catch {
    return false;
  }
}
