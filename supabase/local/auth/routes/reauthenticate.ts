import { requireUser } from '../caller.ts';
import { assertSendFrequency, newEmailToken } from '../email-links.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { sendAuthEmail } from '../mailer.ts';
import { setReauthenticationToken } from '../user-store.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/**
 * GET /reauthenticate (supabase.auth.reauthenticate()): mails the signed-in person a six-digit nonce, to
 * be sent with the password change (checked by assertReauthenticated). GoTrue's answers: 400 without an address, 422 while the address is
 * unconfirmed, 429 when asked again too soon; `{}` once sent.
 */
export function reauthenticationHandlers({ ctx, limiter }: AuthDeps) {
  const reauthenticate: AuthHandler = async (request) => {
    const { user } = await requireUser(ctx, request);
    const email = user.email ?? '';
    if (!email && !user.phone) {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    // Phone sign-in is off in this project: an account without an e-mail cannot get here confirmed.
    if (!email || !user.email_confirmed_at) {
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    }
    assertSendFrequency(user.reauthentication_sent_at);
    limiter.email(email);
    const token = newEmailToken(email, false);
    await sendAuthEmail(ctx, email, 'reauthentication', ctx.config.auth.siteUrl, token.otp);
    await setReauthenticationToken(ctx.db, user.id, token.tokenHash);
    return {};
  };
  return { reauthenticate };
}
