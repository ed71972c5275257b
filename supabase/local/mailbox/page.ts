import { formatDateTimeBR } from '#shared/dates.ts';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './store.ts';

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1c1f24}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}
.intro{color:#4a5160;margin:0 0 1.5rem}
ol{list-style:none;padding:0;margin:0;display:grid;gap:1rem}
article{background:#fff;border:1px solid #d8dce3;border-radius:.5rem;padding:1rem 1.25rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:0 0 .75rem;font-size:.95rem}
dt{color:#4a5160}dd{margin:0;overflow-wrap:anywhere}
.body{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 .75rem}
small{overflow-wrap:anywhere}
.files{margin:0 0 .75rem;overflow-wrap:anywhere}
.files a{color:#0a5cc2}
a.action{display:inline-block;background:#0a5cc2;color:#fff;padding:.5rem .9rem;border-radius:.35rem;text-decoration:none;font-weight:600}
a.action:focus-visible{outline:3px solid #f2b400;outline-offset:2px}
`;

const sizeLabel = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} kB`;

/** Attached files by name and size; text ones (an .ics invitation) can be downloaded from the page. */
function attachmentList(message: MailMessage): string {
  if (!message.attachments?.length) return '';
  const items = message.attachments.map((file) => {
    const name = escapeHtml(file.filename || 'anexo');
    const label =
      file.content === undefined
        ? name
        : `<a href="data:${escapeHtml(file.contentType.split(';')[0]!)};charset=utf-8,${encodeURIComponent(file.content)}" download="${name}">${name}</a>`;
    return `${label} (${escapeHtml(sizeLabel(file.size))})`;
  });
  return `<p class="files"><strong>Anexos:</strong> ${items.join(', ')}</p>`;
}

function messageItem(message: MailMessage): string {
  const action = message.actionUrl
    ? `<p><a class="action" href="${escapeHtml(message.actionUrl)}">Abrir o link</a></p>
       <p><small>Link: <span>${escapeHtml(message.actionUrl)}</span></small></p>`
    : '';
  return `<li><article aria-labelledby="m-${escapeHtml(message.id)}">
  <h2 id="m-${escapeHtml(message.id)}">${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>Para</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>De</dt><dd>${escapeHtml(message.from)}</dd>
    <dt>Data</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(formatDateTimeBR(message.date))}</time></dd>
  </dl>
  <p class="body">${escapeHtml(message.text)}</p>
  ${attachmentList(message)}
  ${action}
</article></li>`;
}

/** The local mailbox page: every message the stack sent, newest first. */
export function mailboxPage(messages: MailMessage[]): string {
  const list = messages.length
    ? `<ol>${messages.map(messageItem).join('\n')}</ol>`
    : '<p>Nenhuma mensagem por enquanto.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Caixa de e-mails local</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Caixa de e-mails local</h1>
<p class="intro">Os e-mails enviados pelo ambiente local aparecem aqui, do mais recente para o mais antigo.</p>
${list}
</main>
</body>
</html>`;
}
