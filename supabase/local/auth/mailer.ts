import { BRAND } from '../../../shared/brand.ts';
import type { StackContext } from '../context.ts';
import { saveMessage } from '../mailbox/store.ts';
import { verifyLink } from './email-links.ts';
import { renderEmail, type EmailTemplateType } from './email-templates.ts';

/** The sign-up confirmation link: /verify with the token, type signup and where to land afterwards. */
export function confirmationLink(ctx: StackContext, token: string, redirectTo: string): string {
  return verifyLink(ctx, token, 'signup', redirectTo);
}

/** "Sends" one of the auth e-mails: the local stack delivers into its mailbox folder. */
export async function sendAuthEmail(
  ctx: StackContext,
  to: string,
  type: EmailTemplateType,
  link: string,
  code?: string,
): Promise<void> {
  const { subject, text, html } = renderEmail(type, link, code);
  await saveMessage(ctx.config.stackDir, {
    to,
    from: `${BRAND.name} <nao-responda@${BRAND.slug}.local>`,
    subject,
    text,
    html,
    actionUrl: link,
  });
}

export function sendSignupConfirmation(ctx: StackContext, email: string, link: string): Promise<void> {
  return sendAuthEmail(ctx, email, 'confirmation', link);
}
