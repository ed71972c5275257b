import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One e-mail the stack "sent", kept as a JSON file so it survives restarts and is easy to inspect. */
export interface MailMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  /** ISO 8601. */
  date: string;
  text: string;
  html: string;
  /** The link the message asks the reader to follow (sign-up confirmation), if any. */
  actionUrl: string | null;
  /** The web address of List-Unsubscribe, if the message has one. */
  unsubscribeUrl: string | null;
  /** The headers tests and the page look at (lower-case names): list-*, message-id, reply-to. */
  headers: Record<string, string>;
  /** Attached files; text ones (such as an .ics invitation) with their content. */
  attachments: MailAttachmentInfo[];
}

export interface MailAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
  /** UTF-8 content of text/* attachments, so tests can read an invitation. */
  content?: string;
}

export type NewMailMessage = Omit<MailMessage, 'id' | 'date'>;

export const mailboxDir = (stackDir: string): string => path.join(stackDir, 'mailbox');

/** Writes the message atomically (temp file + rename) so a reader never sees half a message. */
export async function saveMessage(stackDir: string, message: NewMailMessage): Promise<MailMessage> {
  const dir = mailboxDir(stackDir);
  await mkdir(dir, { recursive: true });
  const date = new Date();
  const id = `${date.getTime()}-${randomUUID()}`;
  const stored: MailMessage = { id, date: date.toISOString(), ...message };
  const file = path.join(dir, `${id}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
  await rename(`${file}.tmp`, file);
  return stored;
}

/** All messages, newest first, optionally only those sent to one address. */
export async function listMessages(stackDir: string, to?: string): Promise<MailMessage[]> {
  let names: string[];
  try {
    names = await readdir(mailboxDir(stackDir));
  } catch {
    return [];
  }
  const messages: MailMessage[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      messages.push(JSON.parse(await readFile(path.join(mailboxDir(stackDir), name), 'utf8')) as MailMessage);
    } catch {
      // A file that is not a message is not the mailbox's concern.
    }
  }
  const wanted = to?.trim().toLowerCase();
  return messages
    .filter((m) => !wanted || m.to.toLowerCase() === wanted)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
