import { bodyOf, optionalString, queryOf } from '../body.ts';
import { assertSendFrequency, newEmailToken, verifyLink } from '../email-links.ts';
import { badRequest } from '../errors.ts';
import { createFlowState } from '../flow-state.ts';
import { afterAnswer } from '../mail-queue.ts';
import { sendAuthEmail } from '../mailer.ts';
import { parsePkceParams } from '../pkce.ts';
import { resolveRedirect } from '../redirects.ts';
import { setRecoveryToken } from '../user-store.ts';
import { findUserByEmail } from '../users.ts';
import { normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/**
 * POST /recover (resetPasswordForEmail): mails a one-hour recovery link to a known address. The answer is
 * the same `{}`, in the same time, whether or not the address has an account, so the endpoint cannot be
 * used to probe addresses: the account is looked up and the link made and mailed after the answer.
 */
export function recoverHandlers({ ctx, limiter }: AuthDeps) {
  const recover: AuthHandler = async (request) => {
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail?.trim()) throw badRequest('validation_failed', 'Password recovery requires an email');
    const email = normalizeEmail(rawEmail);
    const pkce = parsePkceParams(
      optionalString(body, 'code_challenge'),
      optionalString(body, 'code_challenge_method'),
    );
    const redirectTo = resolveRedirect(ctx.config, queryOf(request).redirect_to);
    // Everything that depends on whether the address has an account happens after the answer, so
    // neither the answer nor its time tells. A refused send (too soon, over the limit) is only logged.
    afterAnswer(ctx, 'recovery link', async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (!user || user.deleted_at) return;
      assertSendFrequency(user.recovery_sent_at);
      limiter.email(email);
      const token = newEmailToken(email, pkce !== null);
      if (pkce) {
        await createFlowState(ctx.db, {
          providerType: 'recovery',
          authenticationMethod: 'recovery',
          pkce,
          referrer: redirectTo,
          userId: user.id,
        });
      }
      await setRecoveryToken(ctx.db, user.id, token.tokenHash);
      await sendAuthEmail(
        ctx,
        email,
        'recovery',
        verifyLink(ctx, token.tokenHash, 'recovery', redirectTo),
        token.otp,
      );
    });
    return {};
  };

  return { recover };
}
