/**
 * One log line for a failed server-side read: the HTTP status and a short reason (the error code, or
 * the first line of a short message). Never the answer's body: a proxy or the gateway may answer with a
 * whole HTML page, which PostgREST's client then hands over as the error's message.
 */
const MAX_REASON_LENGTH = 160;

interface ErrorLike {
  message?: unknown;
  code?: unknown;
}

export function readFailureReason(error: unknown, status?: number | null): string {
  const { message, code } = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const text = typeof message === 'string' ? message : error instanceof Error ? error.message : String(error);
  const firstLine = text.split(/\r?\n/, 1)[0]!.trim();
  // Markup or a long text is an answer body, not a reason.
  const looksLikeBody = /<[a-z!/]/i.test(firstLine) || text.length > MAX_REASON_LENGTH * 4;
  const reason = looksLikeBody ? 'unexpected non-JSON answer' : firstLine.slice(0, MAX_REASON_LENGTH);
  const parts = [
    typeof status === 'number' && status > 0 ? `status ${status}` : null,
    typeof code === 'string' && code ? code : null,
    reason || null,
  ].filter(Boolean);
  return parts.join(', ');
}
