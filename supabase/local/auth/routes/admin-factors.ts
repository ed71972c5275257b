import type { FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import { notFound } from '../errors.ts';
import { deleteFactor, factorJson, factorsOf, isUuid, ownedFactor } from '../mfa/factors.ts';
import { findUserById } from '../users.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

async function userOf(ctx: StackContext, request: FastifyRequest): Promise<string> {
  const id = (request.params as { id?: string }).id ?? '';
  if (!isUuid(id) || !(await findUserById(ctx.db, id))) throw notFound('user_not_found', 'User not found');
  return id;
}

/**
 * auth.admin.mfa: GET /admin/users/{id}/factors lists a user's factors; DELETE
 * /admin/users/{id}/factors/{factorId} removes one (an admin's way out for a lost authenticator),
 * lowering the sessions it had raised back to aal1, and answers with the deleted factor as GoTrue does.
 */
export function adminFactorHandlers({ ctx }: AuthDeps) {
  const listFactors: AuthHandler = async (request) => {
    const userId = await userOf(ctx, request);
    return (await factorsOf(ctx.db, userId)).map(factorJson);
  };

  const removeFactor: AuthHandler = async (request) => {
    const userId = await userOf(ctx, request);
    const factor = await ownedFactor(ctx.db, userId, (request.params as { factorId: string }).factorId);
    await deleteFactor(ctx.db, factor);
    return factorJson(factor);
  };

  return { listFactors, removeFactor };
}
