import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../../context.ts';
import { queryOf } from '../body.ts';
import { badRequest } from '../errors.ts';
import { requireUser } from '../caller.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import { loadUserJson } from '../users.ts';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** GET /user and POST /logout, both authenticated by the caller's access token. */
export function registerUserRoutes(app: FastifyInstance, ctx: StackContext): void {
  app.get('/user', async (request) => {
    const { user } = await requireUser(ctx, request);
    return loadUserJson(ctx.db, user);
  });

  app.post('/logout', async (request, reply) => {
    const scope = (queryOf(request).scope ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await requireUser(ctx, request);
    await endSessions(ctx.db, user.id, sessionId, scope);
    return reply.status(204).send();
  });
}
