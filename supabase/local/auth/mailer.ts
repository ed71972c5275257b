import { BRAND } from '../../../shared/brand.ts';
import type { StackContext } from '../context.ts';
import { saveMessage } from '../mailbox/store.ts';

/** The confirmation link GoTrue mails: /verify with the token, the type and where to land afterwards. */
export function confirmationLink(ctx: StackContext, token: string, redirectTo: string): string {
  const url = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'signup');
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** "Sends" the sign-up confirmation: the local stack delivers into its mailbox folder. */
export async function sendSignupConfirmation(ctx: StackContext, email: string, link: string): Promise<void> {
  const subject = `Confirme seu e-mail no ${BRAND.name}`;
  const text =
    `Olá!\n\nRecebemos um cadastro no ${BRAND.name} com este e-mail. ` +
    `Para confirmar o endereço, abra o link abaixo:\n\n${link}\n\n` +
    'Se você não fez este cadastro, ignore esta mensagem.';
  const html =
    `<p>Olá!</p><p>Recebemos um cadastro no ${BRAND.name} com este e-mail.</p>` +
    `<p><a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Confirmar e-mail</a></p>` +
    '<p>Se você não fez este cadastro, ignore esta mensagem.</p>';
  await saveMessage(ctx.config.stackDir, {
    to: email,
    from: `${BRAND.name} <nao-responda@${BRAND.slug}.local>`,
    subject,
    text,
    html,
    actionUrl: link,
  });
}
