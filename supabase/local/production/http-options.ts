import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { StackConfig } from '../config.ts';

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** One JSON line per request: method, path (never the query: links carry tokens), status, time. */
const requestLogSerializers = {
  req: (req: { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> }) => ({
    method: req.method,
    path: (req.url ?? '').split('?')[0],
    ip: req.ip,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/**
 * Fastify options of a public-facing server. In production: structured logs with a request id (the
 * proxy's X-Request-Id when it sends a sane one, else a new UUID), X-Forwarded-* believed from the
 * configured proxy addresses only, and a close that lets requests in flight finish. In development
 * nothing changes: quiet, no proxy, connections cut at once on stop.
 */
export function serverOptions(
  config: Pick<StackConfig, 'mode' | 'trustedProxies'>,
  service: string,
): FastifyServerOptions {
  if (config.mode !== 'production') return { logger: false, forceCloseConnections: true };
  return {
    logger: {
      level: process.env.ELO_LOG_LEVEL || 'info',
      base: { service },
      serializers: requestLogSerializers,
      // Level names, as the launcher's own lines have them.
      formatters: { level: (label: string) => ({ level: label }) },
    },
    // Not Fastify's own header option: it would take any value as it comes, newlines included.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    forceCloseConnections: 'idle',
  };
}
