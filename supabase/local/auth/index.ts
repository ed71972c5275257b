import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StackContext } from '../context.ts';
import { isDatabaseUnavailable } from '../db-errors.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, sendAuthError } from './errors.ts';
import { AuthRateLimiter } from './rate-limit.ts';
import { registerAuthRoutes } from './route-table.ts';
import { ensureAuthSchema } from './schema.ts';

/**
 * auth-js posts `Content-Type: application/json` with an empty body (logout); GoTrue accepts that,
 * so an empty body parses as no body instead of Fastify's 400.
 */
function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AuthError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
    }
  });
  // The provider may return to /callback with a form POST (response_mode=form_post).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

/** GoTrue reads at most 1 MB of request body (limitRequestBody); the gateway's own limit is for uploads. */
const MAX_BODY_BYTES = 1024 * 1024;

function handleError(ctx: StackContext) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    if (error.statusCode === 413) {
      return sendAuthError(
        request,
        reply,
        new AuthError(
          413,
          'request_entity_too_large',
          `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
        ),
      );
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendAuthError(
        request,
        reply,
        new AuthError(error.statusCode, 'validation_failed', error.message),
      );
    }
    // An outage fails every request the same way: one line each, not a stack trace each.
    if (isDatabaseUnavailable(error)) {
      ctx.log(`auth: ${request.method} ${request.url} failed: database unavailable (${error.message})`);
    } else {
      ctx.log(`auth: ${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    }
    return sendAuthError(
      request,
      reply,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  };
}

/** GoTrue-compatible auth service, mounted by the gateway at /auth/v1. */
export default async function authService(app: FastifyInstance, opts: { ctx: StackContext }): Promise<void> {
  const { ctx } = opts;
  await ensureAuthSchema(ctx);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= MAX_BODY_BYTES;
  });
  registerBodyParsers(app);
  app.setErrorHandler(handleError(ctx));
  app.setNotFoundHandler((request, reply) =>
    sendAuthError(request, reply, new AuthError(404, 'not_found', 'Path not found')),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    return payload;
  });
  await registerAuthRoutes(app, { ctx, limiter: new AuthRateLimiter(ctx.config.auth.rateLimit) });
}
