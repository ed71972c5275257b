import { parseHeaderValue } from 'nodemailer/lib/mime-funcs';

/**
 * A small reader for the messages the mailbox receives over SMTP: headers (with RFC 2047 words),
 * multipart bodies, base64 / quoted-printable and any charset TextDecoder knows. Enough to show what
 * the product sends; not a general-purpose mail parser.
 */
export interface ParsedAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

export interface ParsedMail {
  /** Lower-case header names, each with its values in order (decoded, unfolded). */
  headers: Map<string, string[]>;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

function splitHeadBody(raw: Buffer): { head: string; body: Buffer } {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  if (crlf === -1 && lf === -1) return { head: raw.toString('latin1'), body: Buffer.alloc(0) };
  const [at, gap] = crlf !== -1 && (lf === -1 || crlf < lf) ? [crlf, 4] : [lf, 2];
  return { head: raw.subarray(0, at).toString('latin1'), body: raw.subarray(at + gap) };
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder((charset || 'utf-8').trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words; whitespace between two adjacent words is dropped. */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?)/g, '$1')
    .replace(word, (_match, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeCharset(bytes, charset.split('*')[0]);
    });
}

function parseHeaders(head: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes are 8-bit: re-read them as UTF-8 (SMTPUTF8), then decode encoded words.
    const value = decodeWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

const first = (headers: Map<string, string[]>, name: string): string => headers.get(name)?.[0] ?? '';

function decodeBody(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    default:
      return body;
  }
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let cursor = text.indexOf(delimiter);
  while (cursor !== -1) {
    const afterDelimiter = cursor + delimiter.length;
    if (text.startsWith('--', afterDelimiter)) break;
    const start = text.indexOf('\n', afterDelimiter) + 1;
    const next = text.indexOf(`\n${delimiter}`, start);
    if (start === 0 || next === -1) break;
    const end = text[next - 1] === '\r' ? next - 1 : next;
    parts.push(Buffer.from(text.slice(start, end), 'latin1'));
    cursor = next + 1;
  }
  return parts;
}

function walk(raw: Buffer, into: ParsedMail, isRoot: boolean): void {
  const { head, body } = splitHeadBody(raw);
  const headers = parseHeaders(head);
  if (isRoot) into.headers = headers;
  const type = parseHeaderValue(first(headers, 'content-type') || 'text/plain');
  const mediaType = type.value.toLowerCase();
  if (mediaType.startsWith('multipart/') && type.params.boundary) {
    for (const part of splitMultipart(body, type.params.boundary)) walk(part, into, false);
    return;
  }
  const disposition = parseHeaderValue(first(headers, 'content-disposition'));
  const filename = disposition.params.filename || type.params.name;
  const content = decodeBody(body, first(headers, 'content-transfer-encoding'));
  const isAttachment = disposition.value.toLowerCase() === 'attachment' || Boolean(filename);
  if (!isAttachment && mediaType === 'text/plain' && !into.text) {
    into.text = decodeCharset(content, type.params.charset).replace(/\r\n/g, '\n');
  } else if (!isAttachment && mediaType === 'text/html' && !into.html) {
    into.html = decodeCharset(content, type.params.charset).replace(/\r\n/g, '\n');
  } else {
    into.attachments.push({
      filename: filename ? decodeWords(filename) : 'anexo',
      contentType: mediaType,
      size: content.length,
      content,
    });
  }
}

export function parseMail(raw: Buffer): ParsedMail {
  const parsed: ParsedMail = { headers: new Map(), text: '', html: '', attachments: [] };
  walk(raw, parsed, true);
  return parsed;
}
