// The double opt-in message: nothing is sent to a subscriber before they follow its link.
import { buttonHtml, escapeHtml, frameMail } from './layout.ts';

export const CONFIRMATION_SUBJECT = 'Confirme sua inscrição';

export const WELCOME_SUBJECT = 'Boas-vindas à newsletter';

/**
 * The confirmation carries an unsubscribe link too, like every message to a subscriber: someone who
 * never asked can say so for good.
 */
export function renderNewsletterConfirmation(options: {
  brandName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): {
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
    unsubscribeUrl: options.unsubscribeUrl,
  });
  return { subject: CONFIRMATION_SUBJECT, ...framed };
}

/** Sent once, right after the subscription is confirmed. */
export function renderNewsletterWelcome(options: {
  brandName: string;
  siteUrl: string;
  unsubscribeUrl: string;
}): {
  subject: string;
  html: string;
  text: string;
} {
  const thanks = `Sua inscrição na newsletter ${options.brandName} está confirmada. Obrigado por acompanhar a comunidade!`;
  const what =
    'Você vai receber por e-mail os próximos eventos, conteúdos do blog e novidades da comunidade.';
  const leave =
    'Se mudar de ideia, use o link "Cancelar inscrição" no fim deste e de qualquer outro e-mail nosso.';
  const framed = frameMail({
    brandName: options.brandName,
    html:
      `<p>Olá!</p><p>${escapeHtml(thanks)}</p><p>${escapeHtml(what)}</p>` +
      buttonHtml(`${options.siteUrl}/events`, 'Ver os próximos eventos') +
      `<p style="font-size:14px;color:#4a5160">${escapeHtml(leave)}</p>`,
    text: ['Olá!', thanks, what, `Próximos eventos: ${options.siteUrl}/events`, leave].join('\n\n'),
    reason: `Você recebe este e-mail porque confirmou sua inscrição na newsletter ${options.brandName}.`,
    unsubscribeUrl: options.unsubscribeUrl,
  });
  return { subject: WELCOME_SUBJECT, ...framed };
}

/** Site pages that the newsletter's links open. */
export const newsletterLinks = {
  confirm: (siteUrl: string, token: string) =>
    `${siteUrl}/newsletter/confirmar?token=${encodeURIComponent(token)}`,
  unsubscribe: (siteUrl: string, token: string) =>
    `${siteUrl}/newsletter/cancelar?token=${encodeURIComponent(token)}`,
};
