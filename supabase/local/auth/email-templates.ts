import { BRAND } from '../../../shared/brand.ts';

/**
 * The pt-BR e-mails of the account lifecycle, one per GoTrue template type. They are the built-in
 * defaults; a configured `[auth.email.template.<type>]` would replace one entry of this table.
 */
export type EmailTemplateType =
  'confirmation' | 'recovery' | 'magic_link' | 'invite' | 'email_change_current' | 'email_change_new';

export interface EmailTemplate {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: string;
  /** Paragraph after the button (why the reader may ignore the message). */
  outro: string;
}

export const EMAIL_TEMPLATES: Record<EmailTemplateType, EmailTemplate> = {
  confirmation: {
    subject: `Confirme seu e-mail no ${BRAND.name}`,
    intro: [
      `Recebemos um cadastro no ${BRAND.name} com este e-mail.`,
      'Para confirmar o endereço, abra o link abaixo:',
    ],
    action: 'Confirmar e-mail',
    outro: 'Se você não fez este cadastro, ignore esta mensagem.',
  },
  recovery: {
    subject: `Redefina sua senha no ${BRAND.name}`,
    intro: [
      `Recebemos um pedido para redefinir a senha da sua conta no ${BRAND.name}.`,
      'Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e funciona uma única vez):',
    ],
    action: 'Redefinir senha',
    outro: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
  magic_link: {
    subject: `Seu link de acesso ao ${BRAND.name}`,
    intro: [
      `Para entrar no ${BRAND.name}, abra o link abaixo (ele vale por 1 hora e funciona uma única vez):`,
    ],
    action: 'Entrar',
    outro: 'Se você não pediu este link, ignore esta mensagem.',
  },
  invite: {
    subject: `Você foi convidado para a equipe do ${BRAND.name}`,
    intro: [
      `Você recebeu um convite para fazer parte da equipe do ${BRAND.name}.`,
      'Para aceitar o convite e criar sua senha, abra o link abaixo:',
    ],
    action: 'Aceitar convite',
    outro: 'Se você não esperava este convite, ignore esta mensagem.',
  },
  email_change_current: {
    subject: `Confirme a troca de e-mail no ${BRAND.name}`,
    intro: [
      `Recebemos um pedido para trocar o e-mail da sua conta no ${BRAND.name} por outro endereço.`,
      'Para confirmar a troca a partir deste endereço atual, abra o link abaixo:',
    ],
    action: 'Confirmar troca de e-mail',
    outro: 'Se você não pediu a troca, ignore esta mensagem: o e-mail da conta continua o mesmo.',
  },
  email_change_new: {
    subject: `Confirme seu novo e-mail no ${BRAND.name}`,
    intro: [
      `Este endereço foi indicado como o novo e-mail de uma conta no ${BRAND.name}.`,
      'Para confirmar o novo endereço, abra o link abaixo:',
    ],
    action: 'Confirmar novo e-mail',
    outro: 'Se você não pediu a troca, ignore esta mensagem.',
  },
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The message's subject, plain text and HTML, with the link as its one action. */
export function renderEmail(
  type: EmailTemplateType,
  link: string,
  code?: string,
): { subject: string; text: string; html: string } {
  const template = EMAIL_TEMPLATES[type];
  const codeLine = code ? `Ou digite o código: ${code}` : '';
  const text = ['Olá!', ...template.intro, link, codeLine, template.outro].filter(Boolean).join('\n\n');
  const html =
    `<p>Olá!</p>${template.intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>` +
    (code ? `<p>${escapeHtml(codeLine)}</p>` : '') +
    `<p>${escapeHtml(template.outro)}</p>`;
  return { subject: template.subject, text, html };
}
