// The product's one way to send e-mail: nodemailer over SMTP. The auth service, the edge functions and
// scripts all send through sendMail, so the local mailbox sees exactly what production would send.
import { Buffer } from 'node:buffer';
import nodemailer from 'nodemailer';
import type { MailConfig } from './config.ts';

export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one-click unsubscribe address (RFC 8058): becomes List-Unsubscribe with
   * List-Unsubscribe-Post, so mail clients offer their own unsubscribe button.
   */
  unsubscribeUrl?: string;
  attachments?: MailAttachment[];
  /** Extra headers (e.g. a calendar method); never user input. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
}

/** An SMTP refusal or connection failure, with whether trying again later may succeed. */
export class MailSendError extends Error {
  constructor(
    message: string,
    /** 4xx replies and network failures are temporary; 5xx replies are final for that address. */
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

interface SmtpFailure {
  message?: string;
  responseCode?: number;
  response?: string;
  code?: string;
}

/** Turns whatever nodemailer threw into a MailSendError with a short, readable reason. */
export function toMailSendError(err: unknown): MailSendError {
  const failure = (err ?? {}) as SmtpFailure;
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const reason = (failure.response || failure.message || String(err)).slice(0, 300);
  const temporary = responseCode === undefined || responseCode < 500;
  return new MailSendError(reason, temporary);
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Ends pooled connections (a batch keeps one connection open for its messages). */
  close(): void;
}

/** A mailer for one config; `pooled` keeps one SMTP connection for a batch of messages. */
export function createMailer(config: MailConfig, options: { pooled?: boolean } = {}): Mailer {
  const transport = nodemailer.createTransport(
    options.pooled ? { url: config.smtpUrl, pool: true, maxConnections: 1 } : config.smtpUrl,
  );
  return {
    async send(mail) {
      const headers: Record<string, string> = { ...mail.headers };
      if (mail.unsubscribeUrl) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          list: mail.unsubscribeUrl ? { unsubscribe: mail.unsubscribeUrl } : undefined,
          headers,
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
            contentType: a.contentType,
          })),
        });
        return { messageId: String(info.messageId) };
      } catch (err) {
        throw toMailSendError(err);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Sends one message with a connection of its own. */
export async function sendMail(config: MailConfig, mail: OutgoingMail): Promise<SentMail> {
  const mailer = createMailer(config);
  try {
    return await mailer.send(mail);
  } finally {
    mailer.close();
  }
}
