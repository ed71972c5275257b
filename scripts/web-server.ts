import { existsSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../supabase/local/config.ts';

/**
 * Serves both apps from one origin: the back-office for /admin, /admin/* and /admin-auth, the public
 * site for everything else. `dev` mounts the two Vite dev servers (with HMR); `static` serves the
 * builds in dist/ with SPA fallbacks, as a production static host would.
 */
export interface WebServerHandle {
  url: string;
  stop(): Promise<void>;
}

export function isBackofficePath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/admin-auth' ||
    pathname.startsWith('/admin-auth/')
  );
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function serveFile(res: http.ServerResponse, file: string, immutable: boolean): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    res.writeHead(200, {
      'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
    return true;
  } catch {
    return false;
  }
}

function staticHandler(distDir: string) {
  const site = path.join(distDir, 'site');
  const admin = path.join(distDir, 'admin');
  for (const dir of [site, admin]) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`Missing build in ${dir}. Run "npm run build" first.`);
    }
  }
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const backoffice = isBackofficePath(pathname);
    const root = backoffice ? admin : site;
    const rel = backoffice ? pathname.replace(/^\/admin(-auth)?/, '') : pathname;
    const candidate = path.resolve(root, '.' + (rel || '/'));
    // Only files inside the app's own folder (an encoded '../' must not reach a sibling folder).
    if (candidate.startsWith(root + path.sep) && rel !== '' && rel !== '/') {
      if (await serveFile(res, candidate, rel.startsWith('/assets/'))) return;
      if (rel.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
    }
    // SPA fallback: the app's router renders the route (or its 404 page).
    await serveFile(res, path.join(root, 'index.html'), false);
  };
}

export async function startWebServer({
  mode,
  port,
  host = 'localhost',
  distDir = path.join(REPO_ROOT, 'dist'),
}: {
  mode: 'dev' | 'static';
  port: number;
  host?: string;
  distDir?: string;
}): Promise<WebServerHandle> {
  let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
  const closers: Array<() => Promise<void>> = [];

  if (mode === 'dev') {
    const { createServer } = await import('vite');
    const siteVite = await createServer({
      configFile: path.join(REPO_ROOT, 'vite.site.config.ts'),
      server: { middlewareMode: true, ws: { port: port + 10000 } },
      appType: 'spa',
    });
    const adminVite = await createServer({
      configFile: path.join(REPO_ROOT, 'vite.backoffice.config.ts'),
      server: { middlewareMode: true, ws: { port: port + 10001 } },
      appType: 'spa',
    });
    closers.push(
      () => siteVite.close(),
      () => adminVite.close(),
    );
    handler = (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (isBackofficePath(url.pathname)) {
        // /admin-auth is a route of the back-office app, whose base is /admin/.
        if (url.pathname === '/admin-auth' || url.pathname === '/admin') req.url = '/admin/' + url.search;
        adminVite.middlewares(req, res);
      } else {
        siteVite.middlewares(req, res);
      }
    };
  } else {
    handler = staticHandler(distDir);
  }

  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    });
  });
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
