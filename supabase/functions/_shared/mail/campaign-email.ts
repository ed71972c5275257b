// A back-office message (subject, markdown body, optional link to a post or event) as e-mail. The
// back-office preview renders with the same function, so what the admin sees is what is sent.
import { Marked, type Tokens } from 'marked';
import { buttonHtml, escapeHtml, frameMail } from './layout.ts';

export interface CampaignContent {
  subject: string;
  bodyMarkdown: string;
  linkUrl?: string | null;
  linkLabel?: string | null;
}

const SAFE_URL = /^(https?:|mailto:)/i;

/** Markdown with raw HTML shown as text and only web or mailto links: no script can reach the reader. */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href)) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr} style="color:#0a5cc2">${label}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      return /^https:/i.test(href)
        ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" style="max-width:100%">`
        : escapeHtml(text);
    },
  },
});

export function markdownToEmailHtml(source: string): string {
  return markdown.parse(source) as string;
}

/** The plain-text part: the markdown itself reads well as text. */
function plainText(content: CampaignContent): string {
  const link = content.linkUrl ? `\n\n${content.linkLabel || 'Saiba mais'}: ${content.linkUrl}` : '';
  return `${content.bodyMarkdown.trim()}${link}`;
}

export function renderCampaignEmail(
  content: CampaignContent,
  options: { brandName: string; unsubscribeUrl: string },
): { subject: string; html: string; text: string } {
  const link =
    content.linkUrl && SAFE_URL.test(content.linkUrl)
      ? buttonHtml(content.linkUrl, content.linkLabel || 'Saiba mais')
      : '';
  const framed = frameMail({
    brandName: options.brandName,
    html: `${markdownToEmailHtml(content.bodyMarkdown)}${link}`,
    text: plainText(content),
    unsubscribeUrl: options.unsubscribeUrl,
    reason: `Você recebe este e-mail porque assina a newsletter ou é membro da comunidade ${options.brandName}.`,
  });
  return { subject: content.subject.trim(), ...framed };
}
