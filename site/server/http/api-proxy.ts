import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** The stack's public APIs, as hosted Supabase names them. */
export const API_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1'] as const;

/**
 * The site's origin also answers the Supabase APIs by relaying them to the stack's gateway, so one
 * public address is enough (no reverse proxy needed to split the paths). Bodies stream both ways
 * untouched (uploads up to the storage limit, compressed answers as the gateway compressed them), and
 * the gateway learns the visitor's own address (rate limits, the newsletter's per-address limit)
 * from X-Forwarded-For, which it believes from this machine only.
 */
export async function proxyApiToStack(app: FastifyInstance, upstream: string): Promise<void> {
  for (const prefix of API_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          // request.ip is the visitor's address: the socket's, or the one a trusted proxy in front gave.
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-request-id': String(request.id),
        }),
      },
    });
  }
}
