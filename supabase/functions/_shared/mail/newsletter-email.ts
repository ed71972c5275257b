// The double opt-in message: nothing is sent to a subscriber before they follow its link.
import { buttonHtml, escapeHtml, frameMail } from './layout.ts';

export const CONFIRMATION_SUBJECT = 'Confirme sua inscrição';

export function renderNewsletterConfirmation(options: { brandName: string; confirmUrl: string }): {
  subject: string;
  html: string;
  text: string;
} {
  const intro = `Recebemos um pedido para inscrever este e-mail na newsletter ${options.brandName}.`;
  const ask = 'Para começar a receber as novidades, confirme sua inscrição:';
  const ignore = 'Se você não fez este pedido, ignore esta mensagem: sem a confirmação, nada será enviado.';
  const framed = frameMail({
    brandName: options.brandName,
    html:
      `<p>Olá!</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>` +
      buttonHtml(options.confirmUrl, 'Confirmar inscrição') +
      `<p style="font-size:14px;color:#4a5160">${escapeHtml(ignore)}</p>`,
    text: ['Olá!', intro, ask, options.confirmUrl, ignore].join('\n\n'),
    reason: `Este e-mail foi enviado porque alguém informou este endereço no site ${options.brandName}.`,
  });
  return { subject: CONFIRMATION_SUBJECT, ...framed };
}

/** Site pages that the newsletter's links open. */
export const newsletterLinks = {
  confirm: (siteUrl: string, token: string) =>
    `${siteUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`,
  unsubscribe: (siteUrl: string, token: string) =>
    `${siteUrl}/newsletter/cancelar?token=${encodeURIComponent(token)}`,
};
