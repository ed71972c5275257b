import type { ParsedMail } from './mime.ts';
import type { MailAttachmentInfo, NewMailMessage } from './store.ts';

const KEPT_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post', 'message-id', 'reply-to', 'to', 'cc'];

/** The http(s) address inside List-Unsubscribe ('<mailto:…>, <https://…>'). */
export function unsubscribeUrlOf(header: string | undefined): string | null {
  const match = /<(https?:[^>]+)>/i.exec(header ?? '');
  return match ? match[1] : null;
}

const decodeEntities = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The link the message asks the reader to follow: the first link of its HTML (else of its text) that
 * is not the unsubscribe link.
 */
export function actionUrlOf(html: string, text: string, unsubscribeUrl: string | null): string | null {
  const candidates = [
    ...[...html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)].map((m) => decodeEntities(m[1])),
    ...[...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  ];
  return candidates.find((url) => /^https?:/i.test(url) && url !== unsubscribeUrl) ?? null;
}

/** What the mailbox stores for one envelope recipient of a received message. */
export function toStoredMessage(parsed: ParsedMail, recipient: string): NewMailMessage {
  const header = (name: string) => parsed.headers.get(name)?.[0];
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = header(name);
    if (value !== undefined) headers[name] = value;
  }
  const unsubscribeUrl = unsubscribeUrlOf(header('list-unsubscribe'));
  const attachments: MailAttachmentInfo[] = parsed.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: a.size,
    ...(a.contentType.startsWith('text/') ? { content: a.content.toString('utf8') } : {}),
  }));
  return {
    to: recipient,
    from: header('from') ?? '',
    subject: header('subject') ?? '',
    text: parsed.text,
    html: parsed.html,
    actionUrl: actionUrlOf(parsed.html, parsed.text, unsubscribeUrl),
    unsubscribeUrl,
    headers,
    attachments,
  };
}
