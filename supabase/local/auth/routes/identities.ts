import { requireUser } from '../caller.ts';
import { notFound } from '../errors.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/**
 * GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/{id} (unlinkIdentity).
 * Manual linking is off in this project ([auth] enable_manual_linking, the CLI's default false, is not
 * set): GoTrue then answers every signed-in call 404 manual_linking_disabled.
 */
export function identityHandlers({ ctx }: AuthDeps) {
  const manualLinkingDisabled: AuthHandler = async (request) => {
    await requireUser(ctx, request);
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  };
  return { manualLinkingDisabled };
}
