import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import type { AuthRateLimiter } from '../rate-limit.ts';

/** What every endpoint family's handlers are made with. */
export interface AuthDeps {
  ctx: StackContext;
  limiter: AuthRateLimiter;
}

/** One endpoint: the route table (route-table.ts) says which method and path it answers. */
export type AuthHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
