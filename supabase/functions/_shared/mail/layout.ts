// The branded frame of every product e-mail: the same header, body and footer in HTML and plain text.

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface FramedMail {
  brandName: string;
  /** Inner HTML of the message (already safe). */
  html: string;
  /** The same content as plain text. */
  text: string;
  /** Shown as the footer's 'Cancelar inscrição' link when the message goes to a list. */
  unsubscribeUrl?: string;
  /** Why the reader gets this message (one sentence). */
  reason: string;
}

/** The full HTML document and plain-text body of a message. */
export function frameMail(mail: FramedMail): { html: string; text: string } {
  const unsubscribe = mail.unsubscribeUrl
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#4a5160">Cancelar inscrição</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1c1f24">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:bold;color:#0a5cc2;margin:0 0 16px">${escapeHtml(mail.brandName)}</p>
<div style="background:#ffffff;border:1px solid #d8dce3;border-radius:8px;padding:24px;font-size:16px;line-height:1.5">
${mail.html}
</div>
<div style="font-size:13px;color:#4a5160;padding:16px 4px">
<p style="margin:0">${escapeHtml(mail.reason)}</p>
${unsubscribe}
</div>
</div>
</body></html>`;
  const footer = [mail.reason, mail.unsubscribeUrl ? `Cancelar inscrição: ${mail.unsubscribeUrl}` : '']
    .filter(Boolean)
    .join('\n');
  return { html, text: `${mail.text.trim()}\n\n--\n${footer}\n` };
}

/** A call-to-action button that also reads well in clients that strip styles. */
export function buttonHtml(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0a5cc2;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}
