import type { FastifyInstance, HTTPMethods } from 'fastify';
import { requireAdmin } from './caller.ts';
import { adminFactorHandlers } from './routes/admin-factors.ts';
import { adminUserHandlers } from './routes/admin.ts';
import { factorHandlers } from './routes/factors.ts';
import { generateLinkHandlers } from './routes/generate-link.ts';
import type { AuthDeps, AuthHandler } from './routes/handler.ts';
import { identityHandlers } from './routes/identities.ts';
import { inviteHandlers } from './routes/invite.ts';
import { metaHandlers } from './routes/meta.ts';
import { oauthHandlers } from './routes/oauth.ts';
import { otpHandlers } from './routes/otp.ts';
import { reauthenticationHandlers } from './routes/reauthenticate.ts';
import { recoverHandlers } from './routes/recover.ts';
import { resendHandlers } from './routes/resend.ts';
import { signupHandlers } from './routes/signup.ts';
import { tokenHandlers } from './routes/token.ts';
import { userHandlers } from './routes/user.ts';
import { verifyHandlers } from './routes/verify.ts';

/**
 * Every endpoint of the auth service, in one table as GoTrue's API router keeps them: the method and
 * path here, the handler in routes/<family>.ts, the database access in the store modules those call
 * (users.ts, user-store.ts, sessions.ts, flow-state.ts, mfa/). Paths are relative to /auth/v1.
 */
export async function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const meta = metaHandlers(deps);
  const verify = verifyHandlers(deps);
  const user = userHandlers(deps);
  const identities = identityHandlers(deps);
  const factors = factorHandlers(deps);
  const oauth = oauthHandlers(deps);
  const invite = inviteHandlers(deps).invite;
  const users = adminUserHandlers(deps);
  const adminFactors = adminFactorHandlers(deps);

  const routes: Record<string, AuthHandler> = {
    'GET /health': meta.health,
    'GET /settings': meta.settings,
    'GET /.well-known/jwks.json': meta.jwks,
    'POST /signup': signupHandlers(deps).signup,
    'GET /verify': verify.followLink,
    'POST /verify': verify.verifyCode,
    'POST /token': tokenHandlers(deps).token,
    'POST /otp': otpHandlers(deps).otp,
    'POST /recover': recoverHandlers(deps).recover,
    'POST /resend': resendHandlers(deps).resend,
    'GET /user': user.getUser,
    'PUT /user': user.updateUser,
    'POST /logout': user.logout,
    'GET /reauthenticate': reauthenticationHandlers(deps).reauthenticate,
    'GET /user/identities/authorize': identities.manualLinkingDisabled,
    'DELETE /user/identities/:id': identities.manualLinkingDisabled,
    'POST /factors': factors.enroll,
    'POST /factors/:id/challenge': factors.challenge,
    'POST /factors/:id/verify': factors.verify,
    'DELETE /factors/:id': factors.unenroll,
    'GET /authorize': oauth.authorize,
    'GET /callback': oauth.callback,
    // The provider may return with a form POST (response_mode=form_post).
    'POST /callback': oauth.callback,
    // Service role only, as the /admin routes below (GoTrue keeps invite outside /admin too).
    'POST /invite': adminOnly(deps, invite),
  };
  const adminRoutes: Record<string, AuthHandler> = {
    'POST /users': users.createUser,
    'GET /users': users.listUsers,
    'GET /users/:id': users.getUser,
    'PUT /users/:id': users.updateUser,
    'DELETE /users/:id': users.deleteUser,
    'GET /users/:id/factors': adminFactors.listFactors,
    'DELETE /users/:id/factors/:factorId': adminFactors.removeFactor,
    'POST /generate_link': generateLinkHandlers(deps).generateLink,
  };

  addRoutes(app, routes);
  await app.register(
    async (admin) => {
      admin.addHook('preHandler', async (request) => {
        await requireAdmin(deps.ctx, request);
      });
      addRoutes(admin, adminRoutes);
    },
    { prefix: '/admin' },
  );
}

function adminOnly(deps: AuthDeps, handler: AuthHandler): AuthHandler {
  return async (request, reply) => {
    await requireAdmin(deps.ctx, request);
    return handler(request, reply);
  };
}

function addRoutes(app: FastifyInstance, routes: Record<string, AuthHandler>): void {
  for (const [route, handler] of Object.entries(routes)) {
    const [method, url] = route.split(' ') as [HTTPMethods, string];
    app.route({ method, url, handler });
  }
}
