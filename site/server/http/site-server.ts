import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ADMIN_AUTH_HTML } from './admin-auth-page.ts';
import { missingPackageMessage, resolveBuildPackagesFromCheckout } from './dist-packages.ts';
import {
  connectionLimitOptions,
  guardStreamErrors,
  limitHeaderTime,
} from '#supabase/local/http-resilience.ts';
import { htmlSecurityHeadersHook } from './security-headers-hook.ts';
import { startSitePageCache } from '../page-cache-http.ts';
import { countAudience } from '../audience/http.ts';
import { applySiteMemorySettings } from '../memory-settings.ts';

/**
 * The production server: the server-rendered public site (React Router build in <distDir>/site) and
 * the back-office's static build (<distDir>/admin) on one origin. Stateless: scale by running more.
 */

/** Hashed file names never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are short-lived in shared caches and always revalidated by browsers. */
export const HTML_CACHE = 'public, max-age=0, s-maxage=30, must-revalidate';
const REVALIDATE = 'no-cache';

/** Everything textual is compressed: brotli first, gzip for clients without it. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export function isBackofficePath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/admin-auth' ||
    pathname.startsWith('/admin-auth/')
  );
}

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    // HEAD is answered as the GET it asks about (React Router would answer it as a data request); the
    // HTTP server leaves the body out.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const type = response.headers.get('content-type') ?? '';
  if (!response.headers.has('cache-control')) {
    reply.header('cache-control', type.startsWith('text/html') ? HTML_CACHE : REVALIDATE);
  }
  await reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

export async function createSiteServer({
  distDir,
  origin,
  serverOptions = { logger: false },
  configure,
}: {
  distDir: string;
  origin: string;
  /** Logging, proxy trust and close behaviour (production sets them; see production/http-options.ts). */
  serverOptions?: FastifyServerOptions;
  /** Extra routes registered before the site's catch-all (e.g. the production health endpoint). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}): Promise<FastifyInstance> {
  const siteClient = path.join(distDir, 'site', 'client');
  const siteServer = path.join(distDir, 'site', 'server', 'index.js');
  const admin = path.join(distDir, 'admin');
  for (const file of [siteServer, path.join(admin, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`Missing build file ${file}. Run "npm run build" first.`);
  }
  // A busy server would otherwise keep several times its live heap (site/server/memory-settings.ts).
  applySiteMemorySettings();
  resolveBuildPackagesFromCheckout(distDir);
  const build = (await import(pathToFileURL(siteServer).href).catch((err: unknown) => {
    const message = missingPackageMessage(err, siteServer);
    throw message ? new Error(message) : err;
  })) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  const app = Fastify({ ...connectionLimitOptions(), ...serverOptions });
  limitHeaderTime(app.server);
  app.addHook('onSend', htmlSecurityHeadersHook({ isBackofficePath }));
  // Anonymous public pages come from a short-lived cache, purged by content changes (site/server/).
  const pageCache = await startSitePageCache();
  app.addHook('onClose', () => pageCache.close());
  // Page views without cookies (site/server/audience/), counted after each response is sent.
  countAudience(app);
  await configure?.(app);
  // Request bodies go to the site's actions untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 512,
    customTypes: COMPRESSIBLE,
    // What is rendered per request (members' pages): quality 4 with a 256 KB window (larger than a
    // page) costs about half of quality 5's CPU (0.36 vs 0.67 ms for a 23 KB page) for ~7% more bytes,
    // about gzip's size. Anonymous pages are compressed once by the page cache, at its own quality.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
  guardStreamErrors(app);
  // Source maps are built (hidden) for error reports, not for the public.
  const notSourceMap = (pathName: string) => !pathName.endsWith('.map');
  const cacheHeaders = (reply: FastifyReply, file: string) => {
    reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
  };
  // Files only (no directory listings, no catch-all): anything else is a page of the site.
  await app.register(fastifyStatic, {
    root: siteClient,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br/.gz next to each asset (scripts/precompress.ts); files without them are
    // compressed on the fly.
    preCompressed: true,
    allowedPath: notSourceMap,
    setHeaders: cacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: admin,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    cacheControl: false,
    decorateReply: false,
    allowedPath: notSourceMap,
    // Precompressed at build time too (brotli at its best), so the sign-in page's scripts travel smaller.
    preCompressed: true,
    setHeaders: cacheHeaders,
  });

  const adminIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', REVALIDATE).sendFile('index.html', admin);
  app.get('/admin', adminIndex);
  app.get('/admin/*', (request, reply) => {
    // A missing hashed file is a 404, not the app page.
    if (request.url.startsWith('/admin/assets/')) return reply.code(404).send('Not found');
    return adminIndex(request, reply);
  });
  // The sign-in page comes with its form rendered (scripts/prerender-admin-auth.ts), when built so.
  const adminAuthPage = existsSync(path.join(admin, ADMIN_AUTH_HTML)) ? ADMIN_AUTH_HTML : 'index.html';
  app.get('/admin-auth', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).sendFile(adminAuthPage, admin),
  );
  app.get('/admin-auth/*', adminIndex);

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith('/assets/')) return reply.code(404).send('Not found');
      await pageCache.pages.respond(
        request,
        reply,
        () => handle(toWebRequest(request, origin)),
        (response) => sendWebResponse(reply, response),
      );
    },
  });
  await warmUp(app);
  return app;
}

/**
 * Renders the home once before the server takes traffic: the first render of a fresh process
 * compiles the page code and opens the backend connection (about 0.3 s here), a cost that would
 * otherwise fall on the first visitor after every start. It never holds the start up for long, and a
 * backend that is not answering yet only costs the warm-up.
 */
export async function warmUp(
  app: Pick<FastifyInstance, 'inject'>,
  { paths = ['/'], timeoutMs = 5000 }: { paths?: string[]; timeoutMs?: number } = {},
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const renders = Promise.all(
    paths.map((url) =>
      app.inject({ method: 'GET', url }).then(
        () => undefined,
        () => undefined,
      ),
    ),
  );
  await Promise.race([renders, deadline]);
  clearTimeout(timer);
}
