import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './sessions.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : undefined, ip: request.ip };
}
