import http from 'node:http';
import zlib from 'node:zlib';

/** Pages under this prefix are the same page with every script taken out. */
export const ZERO_SCRIPT_PREFIX = '/__zero-script';

/**
 * The page's HTML without anything that runs or preloads code: <script> elements (JSON-LD included,
 * harmless either way), module preloads (plain and the site's inert deferred ones) and inline event
 * handlers. What is left is what a visitor sees before any JavaScript: the baseline a page's scripts
 * are weighed against.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:deferred-)?modulepreload\b[^>]*>/gi, '')
    .replace(/\son[a-z]+="[^"]*"/gi, '');
}

export interface ZeroScriptProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * A front for a web server that serves every request as the server answers it, except
 * `/__zero-script/<path>`, which is `<path>`'s HTML without scripts (compressed as the server
 * compresses pages). Both kinds of page go through this one front, so they pay the same hop and meet
 * the same server in the same run.
 */
export async function startZeroScriptProxy({
  target,
  port,
  host = 'localhost',
}: {
  target: string;
  port: number;
  host?: string;
}): Promise<ZeroScriptProxy> {
  const origin = new URL(target);
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === ZERO_SCRIPT_PREFIX || path.startsWith(`${ZERO_SCRIPT_PREFIX}/`)) {
      void serveZeroScript(origin, path.slice(ZERO_SCRIPT_PREFIX.length) || '/', req, res);
      return;
    }
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, method: req.method, path, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Headers of the original page that no longer hold once the body changes. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);

async function serveZeroScript(
  origin: URL,
  path: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  try {
    const answer = await fetch(new URL(path, origin), {
      headers: { 'accept-encoding': 'identity', accept: 'text/html' },
      redirect: 'manual',
    });
    const html = withoutScripts(await answer.text());
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!BODY_HEADERS.has(name)) headers[name] = value;
    });
    let body = Buffer.from(html);
    if (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // The server's own page quality (site/server/http/site-server.ts), so the bytes compare.
      body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      headers['content-encoding'] = 'br';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(answer.status, headers);
    res.end(body);
  } catch (err) {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Zero-script page failed: ${(err as Error).message}`);
  }
}
