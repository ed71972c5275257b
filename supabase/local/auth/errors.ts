import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API version GoTrue announces; auth-js reads `code` from the body only when it sees it. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** An error GoTrue would answer with: HTTP status, machine code and human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

/**
 * Sends the 2024 error shape (`code`, `message`) with the version header. The legacy `error_code`
 * and `msg` keys are repeated so a client that cannot read the header still maps the code.
 */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  reply.header(API_VERSION_HEADER, API_VERSION);
  reply.header('x-sb-error-code', err.code);
  const legacy = !request.headers['x-supabase-api-version'];
  const body = legacy
    ? { code: err.status, error_code: err.code, msg: err.message, ...err.extra }
    : { code: err.code, message: err.message, error_code: err.code, msg: err.message, ...err.extra };
  return reply.status(err.status).type('application/json').send(body);
}
