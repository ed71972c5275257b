import type { StackContext } from '../context.ts';
import { assertSendFrequency, newEmailToken, verifyLink } from './email-links.ts';
import { createFlowState } from './flow-state.ts';
import { sendAuthEmail } from './mailer.ts';
import type { PkceParams } from './pkce.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import { setPendingEmailChange } from './user-store.ts';
import type { UserRow } from './users.ts';

/**
 * GoTrue's secure e-mail change: a link to the new address and, while confirmations are on, one to the
 * current address too; the change applies once both are followed (see applyLink).
 */
export async function startEmailChange(
  ctx: StackContext,
  limiter: AuthRateLimiter,
  user: UserRow,
  newEmail: string,
  pkce: PkceParams | null,
  redirectTo: string,
): Promise<void> {
  assertSendFrequency(user.email_change_sent_at);
  const current = user.email && ctx.config.auth.enableConfirmations ? user.email : null;
  limiter.email(newEmail);
  if (current) limiter.email(current);
  const toNew = newEmailToken(newEmail, pkce !== null);
  const toCurrent = current ? newEmailToken(current, pkce !== null) : null;
  if (pkce) {
    await createFlowState(ctx.db, {
      providerType: 'email_change',
      authenticationMethod: 'email_change',
      pkce,
      referrer: redirectTo,
      userId: user.id,
    });
  }
  await setPendingEmailChange(ctx.db, user.id, newEmail, {
    toNew: toNew.tokenHash,
    toCurrent: toCurrent?.tokenHash ?? '',
  });
  await sendAuthEmail(
    ctx,
    newEmail,
    'email_change',
    verifyLink(ctx, toNew.tokenHash, 'email_change', redirectTo),
    toNew.otp,
    { email: user.email ?? '', newEmail },
  );
  if (current && toCurrent) {
    await sendAuthEmail(
      ctx,
      current,
      'email_change',
      verifyLink(ctx, toCurrent.tokenHash, 'email_change', redirectTo),
      toCurrent.otp,
      { email: current, newEmail },
    );
  }
}
