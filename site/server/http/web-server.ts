import http from 'node:http';
import path from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { applyConnectionLimits } from '#supabase/local/http-resilience.ts';
import { nodeToWebRequest, writeWebResponse } from './node-fetch-bridge.ts';
import { setDevSecurityHeaders } from './security-headers-hook.ts';
import { createSiteServer, isBackofficePath } from './site-server.ts';
import { startAudienceCounter } from '../audience/counter.ts';
import { countNodeAudience } from '../audience/http.ts';

export { isBackofficePath };

/**
 * Serves both apps from one origin: the back-office for /admin, /admin/* and /admin-auth, the public
 * site (rendered on the server) for everything else. `dev` mounts the two Vite dev servers (with HMR,
 * the site through React Router's Vite plugin); `static` runs the production server on the builds in
 * dist/ (site-server.ts).
 */

/**
 * Pages format dates in the server's time zone: the community's, unless the process says otherwise,
 * so the server's HTML and the hydrated page agree for the site's visitors.
 */
function applySiteTimeZone(): void {
  process.env.TZ ||= 'America/Sao_Paulo';
}
export interface WebServerHandle {
  url: string;
  stop(): Promise<void>;
}

export async function startWebServer({
  mode,
  port,
  host = 'localhost',
  distDir = path.join(REPO_ROOT, 'dist'),
  viteCacheDir = process.env.ELO_VITE_CACHE_DIR || undefined,
}: {
  mode: 'dev' | 'static';
  port: number;
  host?: string;
  distDir?: string;
  /**
   * Where the dev servers keep their pre-bundled dependencies (`site/` and `admin/` in it) instead of the
   * configs' folders in node_modules/.vite. Dev servers started with other settings (tests) must not share
   * one: each start with other settings re-bundles them, and a page loaded meanwhile is sent dependencies
   * that are already outdated.
   */
  viteCacheDir?: string;
}): Promise<WebServerHandle> {
  applySiteTimeZone();
  if (mode === 'static') {
    const app = await createSiteServer({ distDir, origin: `http://${host}:${port}` });
    try {
      await app.listen({ port, host });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw code === 'EADDRINUSE' ? new Error(`Port ${port} (web apps) is already in use.`) : err;
    }
    return { url: `http://${host}:${port}`, stop: () => app.close() };
  }

  let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
  const closers: Array<() => Promise<void>> = [];

  {
    const { createServer } = await import('vite');
    const siteVite = await createServer({
      configFile: path.join(REPO_ROOT, 'vite.site.config.ts'),
      ...(viteCacheDir && { cacheDir: path.join(viteCacheDir, 'site') }),
      server: { middlewareMode: true, ws: { port: port + 10000 } },
      appType: 'custom',
    });
    const adminVite = await createServer({
      configFile: path.join(REPO_ROOT, 'vite.backoffice.config.ts'),
      ...(viteCacheDir && { cacheDir: path.join(viteCacheDir, 'admin') }),
      server: { middlewareMode: true, ws: { port: port + 10001 } },
      appType: 'spa',
    });
    const audience = startAudienceCounter();
    closers.push(
      () => siteVite.close(),
      () => adminVite.close(),
      async () => audience?.close(),
    );
    handler = (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      setDevSecurityHeaders(res, { backoffice: isBackofficePath(url.pathname) });
      if (isBackofficePath(url.pathname)) {
        // /admin-auth is a route of the back-office app, whose base is /admin/.
        if (url.pathname === '/admin-auth' || url.pathname === '/admin') req.url = '/admin/' + url.search;
        adminVite.middlewares(req, res);
      } else {
        if (countNodeAudience(audience, req, res)) return;
        siteVite.middlewares(req, res, () => {
          // HEAD is answered as the GET it asks about (React Router would answer it as a data request);
          // the response, created for a HEAD, leaves the body out.
          if (req.method === 'HEAD') req.method = 'GET';
          // Loaded per request so edits to routes and loaders apply at once.
          siteVite
            .ssrLoadModule('virtual:react-router/server-build')
            .then(async (build) => {
              const response = await createRequestHandler(build as ServerBuild)(nodeToWebRequest(req, res));
              await writeWebResponse(req, res, response);
            })
            .catch((err: unknown) => {
              siteVite.ssrFixStacktrace(err as Error);
              if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
              res.end(err instanceof Error ? (err.stack ?? err.message) : String(err));
            });
        });
      }
    };
  }

  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    });
  });
  applyConnectionLimits(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} (web apps) is already in use.`) : err),
    );
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host}:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const close of closers) await close();
    },
  };
}
