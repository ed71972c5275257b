import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BEACON_PATH, startAudienceCounter, type AudienceCounter, type ServedRequest } from './counter.ts';

/** How the two site servers plug audience counting in (see counter.ts). */

const MAX_BODY = 4096;

async function readBody(stream: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return '';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function served(req: IncomingMessage, ip: string, host: string | undefined): ServedRequest {
  return { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, ip, host: host ?? '' };
}

/** Production site server: counts every page it answers, and takes the beacon. Off without a database. */
export function countAudience(app: FastifyInstance): AudienceCounter | null {
  const counter = startAudienceCounter();
  if (!counter) return null;
  app.addHook('onResponse', (request, reply, done) => {
    const type = reply.getHeader('content-type');
    counter.served(
      served(request.raw, request.ip, request.host),
      reply.statusCode,
      typeof type === 'string' ? type : undefined,
    );
    done();
  });
  app.post(BEACON_PATH, async (request, reply) => {
    counter.beacon(served(request.raw, request.ip, request.host), await readBody(request.raw));
    return reply.code(204).header('cache-control', 'no-store').send();
  });
  app.addHook('onClose', () => counter.close());
  return counter;
}

/**
 * Development server: answers the beacon (true when it did) and otherwise counts the page once its
 * response has finished.
 */
export function countNodeAudience(
  counter: AudienceCounter | null,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!counter) return false;
  const ip = req.socket.remoteAddress ?? '';
  if (req.url === BEACON_PATH && req.method === 'POST') {
    void readBody(req).then((body) => {
      counter.beacon(served(req, ip, req.headers.host), body);
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    });
    return true;
  }
  // Taken now: the dev server's middlewares rewrite the method and address on their way.
  const request = served(req, ip, req.headers.host);
  res.once('finish', () => {
    const type = res.getHeader('content-type');
    counter.served(request, res.statusCode, typeof type === 'string' ? type : undefined);
  });
  return false;
}
