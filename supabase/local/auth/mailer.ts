import type { StackContext } from '../context.ts';
import { sendMail } from '../../functions/_shared/mail/send.ts';
import { stackMailConfig } from '../mail.ts';
import { verifyLink } from './email-links.ts';
import { renderEmail, type EmailTemplateType } from './email-templates.ts';
import { afterAnswer } from './mail-queue.ts';

/** The sign-up confirmation link: /verify with the token, type signup and where to land afterwards. */
export function confirmationLink(ctx: StackContext, token: string, redirectTo: string): string {
  return verifyLink(ctx, token, 'signup', redirectTo);
}

/** For the e-mail change template: the account's current address and the one it changes to. */
export interface EmailChangeAddresses {
  email: string;
  newEmail: string;
}

/**
 * Queues one of the auth e-mails: after the answer, it is rendered from its configured template with
 * GoTrue's variables and sent over SMTP (the product's one mail path). Nothing the caller answers
 * waits for it, so known and unknown addresses are answered alike.
 */
export async function sendAuthEmail(
  ctx: StackContext,
  to: string,
  type: EmailTemplateType,
  link: string,
  code?: string,
  addresses?: EmailChangeAddresses,
): Promise<void> {
  afterAnswer(ctx, `${type} e-mail`, () => renderAndSend(ctx, to, type, link, code, addresses));
}

async function renderAndSend(
  ctx: StackContext,
  to: string,
  type: EmailTemplateType,
  link: string,
  code?: string,
  addresses?: EmailChangeAddresses,
): Promise<void> {
  const url = new URL(link);
  const { subject, text, html } = await renderEmail(type, ctx.config.auth.emailTemplates[type], {
    ConfirmationURL: link,
    Token: code ?? '',
    TokenHash: url.searchParams.get('token') ?? '',
    SiteURL: ctx.config.auth.siteUrl,
    RedirectTo: url.searchParams.get('redirect_to') ?? '',
    Email: addresses?.email ?? to,
    NewEmail: addresses?.newEmail ?? '',
  });
  await sendMail(stackMailConfig(ctx.config), { to, subject, text, html });
}

export function sendSignupConfirmation(ctx: StackContext, email: string, link: string): Promise<void> {
  return sendAuthEmail(ctx, email, 'confirmation', link);
}
