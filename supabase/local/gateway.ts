import compress from '@fastify/compress';
import cors from '@fastify/cors';
import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyRequest, type onSendHookHandler } from 'fastify';
import authService from './auth/index.ts';
import type { StackContext } from './context.ts';
import { Readable } from 'node:stream';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isPostgrestLostConnection,
} from './db-errors.ts';
import functionsService from './functions/index.ts';
import { connectionLimitOptions, guardStreamErrors, limitHeaderTime } from './http-resilience.ts';
import { resolveBearer } from './jwt.ts';
import { serverOptions } from './production/http-options.ts';
import storageService from './storage/index.ts';

/** Headers supabase-js reads across origins (PostgREST counts, GoTrue's API version, ranges). */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Length',
  'Content-Type',
  'Content-Location',
  'Location',
  'Range-Unit',
  'Accept-Ranges',
  'ETag',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'x-sb-error-code',
  'x-relay-error',
  'sb-error-code',
];

const DATABASE_UNAVAILABLE_BODY = JSON.stringify({
  code: 'database_unavailable',
  message: DATABASE_UNAVAILABLE_MESSAGE,
});

/**
 * While PostgreSQL is down or restarting, every in-process service answers 503 with a JSON body (and
 * Retry-After) instead of its own 500, whichever error handler the service uses: the failure is marked
 * when it is raised and the response is rewritten just before it is sent.
 */
function answerDatabaseOutagesWith503(app: FastifyInstance, ctx: StackContext): void {
  const failedOnDatabase = new WeakSet<FastifyRequest>();
  app.addHook('onError', async (request, _reply, error) => {
    if (isDatabaseUnavailable(error)) failedOnDatabase.add(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!failedOnDatabase.has(request)) return payload;
    failedOnDatabase.delete(request);
    // A service that answers 503 itself (storage, in its own error shape) is left as it is.
    if (reply.statusCode === 503) return payload;
    ctx.log(`${request.method} ${request.url.split('?')[0]}: database unavailable, answered 503`);
    reply.removeHeader('x-sb-error-code');
    reply.code(503).header('Content-Type', 'application/json; charset=utf-8').header('Retry-After', '1');
    return DATABASE_UNAVAILABLE_BODY;
  });
  // PostgREST's own 400 for a connection lost while PostgreSQL was killed: read the (small) error body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 400 || !request.url.startsWith('/rest/v1/')) return payload;
    if (!(payload instanceof Readable)) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    const body = Buffer.concat(chunks);
    if (!isPostgrestLostConnection(400, body.toString('utf8'))) {
      reply.header('content-length', body.length);
      return body;
    }
    ctx.log(`${request.method} ${request.url.split('?')[0]}: database connection lost, answered 503`);
    reply.code(503).header('Content-Type', 'application/json; charset=utf-8').header('Retry-After', '1');
    reply.header('content-length', Buffer.byteLength(DATABASE_UNAVAILABLE_BODY));
    return DATABASE_UNAVAILABLE_BODY;
  });
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).type('application/json; charset=utf-8').send(DATABASE_UNAVAILABLE_BODY);
    }
    ctx.log(
      `${request.method} ${request.url.split('?')[0]} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return reply.send(error);
  });
}

/**
 * Lists travel compressed, as from hosted Supabase behind its CDN (1 MB of events JSON is ~70 KB
 * gzipped); media types that don't shrink and byte ranges (206) are left as they are. PostgREST's
 * Content-Range counts rows ("0-9/*"), not bytes, so it is set aside while the compressor decides and
 * put back after, or no list would ever be compressed.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  const rowRanges = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (typeof range === 'string' && !range.startsWith('bytes')) {
      rowRanges.set(request, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
  // The compressor adds itself to each route's own onSend hooks (which run after the app's), so the
  // row range is put back by a route hook added after it.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const restoreRowRange: onSendHookHandler = (request, reply, payload, done) => {
    const range = rowRanges.get(request);
    if (range !== undefined) reply.header('content-range', range);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    route.onSend = Array.isArray(hooks)
      ? [...hooks, restoreRowRange]
      : hooks
        ? [hooks, restoreRowRange]
        : [restoreRowRange];
  });
}

/**
 * The one HTTP entry point on :54321, like the CLI's Kong: CORS for every route, /rest/v1 proxied to
 * PostgREST with the caller's JWT, and the auth, storage and functions services mounted in process.
 */
export async function createGateway(ctx: StackContext, postgrestUrl: string): Promise<FastifyInstance> {
  const app = Fastify({
    ...connectionLimitOptions(),
    ...serverOptions(ctx.config, 'api'),
    bodyLimit: 10 * 1024 * 1024,
    return503OnClosing: true,
  });
  limitHeaderTime(app.server);
  // Every answer names its request, so a person's report can be found in the logs.
  if (ctx.config.mode === 'production') {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  }

  // Before the services are registered, so that they inherit the hooks.
  answerDatabaseOutagesWith503(app, ctx);

  await registerCompression(app);
  guardStreamErrors(app);

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 3600,
    strictPreflight: false,
  });

  await app.register(httpProxy, {
    upstream: postgrestUrl,
    prefix: '/rest/v1',
    rewritePrefix: '',
    httpMethods: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'],
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const token = resolveBearer(ctx.config, request.headers);
        const out = { ...headers };
        if (token) out.authorization = `Bearer ${token}`;
        // The gateway is the edge here: the caller's own address, never one it claims, reaches the
        // database (per-address limits such as the newsletter's read it).
        out['x-forwarded-for'] = request.ip;
        out['x-request-id'] = String(request.id);
        return out;
      },
      // CORS is answered here once; PostgREST's own headers would duplicate it.
      rewriteHeaders: (headers) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(headers)) {
          if (!key.toLowerCase().startsWith('access-control-')) out[key] = value;
        }
        return out as typeof headers;
      },
    },
  });

  await app.register(authService, { prefix: '/auth/v1', ctx });
  await app.register(storageService, { prefix: '/storage/v1', ctx });
  await app.register(functionsService, { prefix: '/functions/v1', ctx });

  app.get('/', async () => ({
    name: 'Elo CX local Supabase stack',
    api: ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1'],
  }));

  return app;
}
