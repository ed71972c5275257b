import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../../context.ts';
import { requireUser } from '../caller.ts';
import { notFound } from '../errors.ts';

/**
 * GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/{id} (unlinkIdentity).
 * Manual linking is off in this project ([auth] enable_manual_linking, the CLI's default false, is not
 * set): GoTrue then answers every signed-in call 404 manual_linking_disabled.
 */
export function registerIdentityRoutes(app: FastifyInstance, ctx: StackContext): void {
  const disabled = async (request: Parameters<typeof requireUser>[1]) => {
    await requireUser(ctx, request);
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  };
  app.get('/user/identities/authorize', disabled);
  app.delete('/user/identities/:id', disabled);
}
