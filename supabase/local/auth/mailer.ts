import type { StackContext } from '../context.ts';
import { sendMail } from '../../functions/_shared/mail/send.ts';
import { stackMailConfig } from '../mail.ts';
import { verifyLink } from './email-links.ts';
import { renderEmail, type EmailTemplateType } from './email-templates.ts';

/** The sign-up confirmation link: /verify with the token, type signup and where to land afterwards. */
export function confirmationLink(ctx: StackContext, token: string, redirectTo: string): string {
  return verifyLink(ctx, token, 'signup', redirectTo);
}

/** Sends one of the auth e-mails over SMTP, through the product's one mail path. */
export async function sendAuthEmail(
  ctx: StackContext,
  to: string,
  type: EmailTemplateType,
  link: string,
  code?: string,
): Promise<void> {
  const { subject, text, html } = renderEmail(type, link, code);
  await sendMail(stackMailConfig(ctx.config), { to, subject, text, html });
}

export function sendSignupConfirmation(ctx: StackContext, email: string, link: string): Promise<void> {
  return sendAuthEmail(ctx, email, 'confirmation', link);
}
