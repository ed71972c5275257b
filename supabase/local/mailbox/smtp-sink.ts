import { SMTPServer } from 'smtp-server';
import type { FaultPlan } from './faults.ts';
import { parseMail } from './mime.ts';
import { toStoredMessage } from './received.ts';
import { saveMessage } from './store.ts';

/** Larger messages are refused, as a real server would (552). */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface SmtpSinkOptions {
  port: number;
  stackDir: string;
  faults: FaultPlan;
  log: (line: string) => void;
}

class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The local stack's SMTP server: it accepts every message (any or no credentials, no TLS on loopback)
 * and files one copy per envelope recipient in the mailbox folder, unless the fault plan refuses it.
 */
export async function startSmtpSink(options: SmtpSinkOptions): Promise<{ stop(): Promise<void> }> {
  const server = new SMTPServer({
    name: 'mailbox.local',
    banner: 'Caixa de e-mails local',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          return callback(new SmtpReply(552, 'Mensagem grande demais'));
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const fault = options.faults.next(recipients);
        if (fault) return callback(new SmtpReply(fault.code, fault.message));
        const parsed = parseMail(Buffer.concat(chunks));
        Promise.all(recipients.map((to) => saveMessage(options.stackDir, toStoredMessage(parsed, to)))).then(
          () => callback(),
          (err: unknown) => {
            options.log(`mailbox: could not store a message (${String(err)})`);
            callback(new SmtpReply(451, 'Falha ao gravar a mensagem'));
          },
        );
      });
    },
  });
  server.on('error', (err) => options.log(`mailbox SMTP: ${err.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
