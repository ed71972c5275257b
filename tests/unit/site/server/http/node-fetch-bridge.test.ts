// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeToWebRequest, writeWebResponse } from '#site/server/http/node-fetch-bridge.ts';

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback server answering every request with what `handle` makes of it, through the bridge. */
async function serve(handle: (request: Request) => Promise<Response>): Promise<number> {
  server = http.createServer((req, res) => {
    // The development server's middlewares set headers before the site answers; Node then merges the
    // site's headers one by one, which is where repeated Set-Cookie lines used to overwrite each other.
    res.setHeader('Access-Control-Allow-Origin', '*');
    void handle(nodeToWebRequest(req, res)).then((response) => writeWebResponse(req, res, response));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

/** Raw response headers as the socket carried them (Node's own client, which keeps repeated lines). */
function rawHeaders(port: number, method = 'GET'): Promise<{ status: number; raw: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/x', method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function valuesOf(raw: string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === name) out.push(raw[i + 1]);
  return out;
}

describe('node-fetch bridge (development server)', () => {
  it('sends every Set-Cookie line of a response, not only the last', async () => {
    const port = await serve(async () => {
      const headers = new Headers({ Location: '/' });
      headers.append('Set-Cookie', 'sb-x-auth-token.0=a; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'sb-x-auth-token.1=b; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'elo-auth-flash=c; Path=/; Max-Age=60');
      headers.append('Vary', 'Cookie');
      headers.append('Vary', 'Accept-Encoding');
      return new Response(null, { status: 302, headers });
    });
    const { status, raw } = await rawHeaders(port);
    expect(status).toBe(302);
    expect(valuesOf(raw, 'set-cookie')).toEqual([
      'sb-x-auth-token.0=a; Path=/; HttpOnly',
      'sb-x-auth-token.1=b; Path=/; HttpOnly',
      'elo-auth-flash=c; Path=/; Max-Age=60',
    ]);
    // Other repeated headers keep every value (joined, as HTTP allows for list headers).
    expect(valuesOf(raw, 'vary')).toEqual(['Cookie, Accept-Encoding']);
    expect(valuesOf(raw, 'location')).toEqual(['/']);
    expect(valuesOf(raw, 'access-control-allow-origin')).toEqual(['*']);
  });

  it('passes the request through (method, repeated headers, body) and streams the answer', async () => {
    const port = await serve(async (request) => {
      const seen = {
        method: request.method,
        cookie: request.headers.get('cookie'),
        url: new URL(request.url).pathname,
        body: await request.text(),
      };
      return new Response(JSON.stringify(seen), { headers: { 'Content-Type': 'application/json' } });
    });
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/events?page=2',
          method: 'POST',
          headers: { Cookie: ['a=1', 'b=2'] },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end('intent=rsvp');
    });
    expect(JSON.parse(answer)).toEqual({
      method: 'POST',
      cookie: 'a=1; b=2',
      url: '/events',
      body: 'intent=rsvp',
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const port = await serve(
      async () => new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const head = await rawHeaders(port, 'HEAD');
    expect(head.status).toBe(200);
    expect(valuesOf(head.raw, 'content-type')).toEqual(['text/html']);
    expect(head.body).toBe('');
  });
});
