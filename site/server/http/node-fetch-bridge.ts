import type http from 'node:http';
import { Readable } from 'node:stream';

/**
 * Node's http request/response and web-standard Request/Response, one to the other, for servers that
 * hand a Node request to a fetch-style handler (the development server's site). Every header keeps all
 * its values: a sign-in answers with several Set-Cookie lines and each one must reach the browser.
 */

/** The incoming Node request as a web Request whose body streams from the socket, aborted on close. */
export function nodeToWebRequest(req: http.IncomingMessage, res: http.ServerResponse): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The response's headers as Node wants them: Set-Cookie as a list of its lines (the Headers object
 * would join them, or a flat header list would keep only the last), everything else as sent.
 */
export function nodeHeadersOf(response: Response): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') out[key] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/** Writes a web Response onto a Node response: status, every header value, and the body streamed. */
export async function writeWebResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
): Promise<void> {
  res.writeHead(response.status, response.statusText || undefined, nodeHeadersOf(response));
  if (response.body && req.method !== 'HEAD') {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      // Waits for the socket to drain so a slow reader never makes the whole page pile up in memory.
      if (!res.write(chunk)) await drainedOrClosed(res);
      if (res.destroyed) break;
    }
  }
  res.end();
}

function drainedOrClosed(res: http.ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
