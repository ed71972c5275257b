import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverSupabaseConfig } from '../../src/lib/runtime-config.server.ts';
import {
  applySecurityHeaders,
  backofficeContentSecurityPolicy,
  providerOriginsFromEnv,
} from '../security-headers.ts';

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

function policyOptions() {
  return {
    supabaseUrl: serverSupabaseConfig().url,
    publicUrl: process.env.SITE_URL,
    providerOrigins: providerOriginsFromEnv(),
  };
}

/**
 * Fastify onSend hook of the production server: every HTML answer gets the security headers; the
 * back-office's static page gets its policy here, the site's pages bring theirs (with the nonce) from
 * the render.
 */
export function htmlSecurityHeadersHook({
  isBackofficePath,
}: {
  isBackofficePath: (path: string) => boolean;
}) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isHtml(reply.getHeader('content-type'))) return payload;
    const backoffice = isBackofficePath(request.url.split('?', 1)[0]!);
    applySecurityHeaders(
      (name, value) => reply.header(name, value),
      (name) => reply.hasHeader(name),
      {
        publicUrl: process.env.SITE_URL,
        contentSecurityPolicy: backoffice ? backofficeContentSecurityPolicy(policyOptions()) : undefined,
      },
    );
    return payload;
  };
}

/**
 * The dev server's version (plain Node responses): the base headers on everything, and the
 * back-office's development policy on its pages.
 */
export function setDevSecurityHeaders(
  res: { setHeader(name: string, value: string): unknown; hasHeader(name: string): boolean },
  { backoffice }: { backoffice: boolean },
): void {
  applySecurityHeaders(
    (name, value) => res.setHeader(name, value),
    (name) => res.hasHeader(name),
    {
      publicUrl: process.env.SITE_URL,
      contentSecurityPolicy: backoffice ? backofficeContentSecurityPolicy(policyOptions(), true) : undefined,
    },
  );
}
