import type { StackContext } from '../../context.ts';
import { bodyOf, optionalString, queryOf } from '../body.ts';
import { startEmailChange } from '../email-change.ts';
import { assertSendFrequency, newConfirmationToken } from '../email-links.ts';
import { badRequest } from '../errors.ts';
import { createFlowState, deleteSignupFlowStates } from '../flow-state.ts';
import { confirmationLink, sendSignupConfirmation } from '../mailer.ts';
import { parsePkceParams, type PkceParams } from '../pkce.ts';
import type { AuthRateLimiter } from '../rate-limit.ts';
import { resolveRedirect } from '../redirects.ts';
import { setConfirmationToken } from '../user-store.ts';
import { findUserByEmail, type UserRow } from '../users.ts';
import { normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/**
 * POST /resend for `signup` and `email_change`: a fresh link for what is still pending. Like GoTrue it
 * answers `{}` when there is nothing to resend (unknown address, already confirmed, no change pending).
 */
export function resendHandlers({ ctx, limiter }: AuthDeps) {
  const resend: AuthHandler = async (request) => {
    const body = bodyOf(request);
    const type = optionalString(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') {
        throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
      }
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail?.trim()) throw badRequest('validation_failed', 'Type provided requires an email address');
    if (optionalString(body, 'phone')) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
    }
    const email = normalizeEmail(rawEmail);
    const pkce = parsePkceParams(
      optionalString(body, 'code_challenge'),
      optionalString(body, 'code_challenge_method'),
    );
    const redirectTo = resolveRedirect(ctx.config, queryOf(request).redirect_to);
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.deleted_at) return {};
    if (type === 'signup') {
      if (user.email_confirmed_at) return {};
      await resendSignup(ctx, limiter, user, email, pkce, redirectTo);
    } else {
      if (!user.email_change) return {};
      await startEmailChange(ctx, limiter, user, user.email_change, pkce, redirectTo);
    }
    return {};
  };

  return { resend };
}

async function resendSignup(
  ctx: StackContext,
  limiter: AuthRateLimiter,
  user: UserRow,
  email: string,
  pkce: PkceParams | null,
  redirectTo: string,
): Promise<void> {
  assertSendFrequency(user.confirmation_sent_at);
  limiter.email(email);
  const token = newConfirmationToken(pkce !== null);
  if (pkce) {
    await deleteSignupFlowStates(ctx.db, user.id);
    await createFlowState(ctx.db, {
      providerType: 'email',
      authenticationMethod: 'email/signup',
      pkce,
      referrer: redirectTo,
      userId: user.id,
    });
  }
  await setConfirmationToken(ctx.db, user.id, token);
  await sendSignupConfirmation(ctx, email, confirmationLink(ctx, token, redirectTo));
}
