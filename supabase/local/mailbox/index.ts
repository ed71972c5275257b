import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { authMailIdle } from '../auth/mail-queue.ts';
import type { StackContext } from '../context.ts';
import { FaultPlan } from './faults.ts';
import { mailboxPage } from './page.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { listMessages } from './store.ts';

export interface ServiceHandle {
  url: string;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** A small JSON body (fault rules), bounded. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('body too large');
  }
  return body.trim() ? JSON.parse(body) : {};
}

/**
 * The local mailbox: an SMTP server every product e-mail goes through, the page where they can be read,
 * and a JSON API for tests (GET /api/messages[?to=], POST/DELETE /api/faults to refuse messages).
 */
export async function startMailbox(ctx: StackContext): Promise<ServiceHandle> {
  const { config } = ctx;
  const faults = new FaultPlan();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', config.mailboxUrl);
    if (url.pathname === '/api/faults' && req.method === 'POST') {
      const rule = faults.add(await readJson(req).catch(() => ({})));
      return send(res, 201, 'application/json; charset=utf-8', JSON.stringify(rule));
    }
    if (url.pathname === '/api/faults' && req.method === 'DELETE') {
      faults.clear();
      return send(res, 204, 'text/plain; charset=utf-8', '');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Método não permitido');
    }
    const to = url.searchParams.get('to') ?? undefined;
    // Auth e-mails leave after the auth service has answered: the mailbox shows them once sent.
    await authMailIdle(ctx);
    if (url.pathname === '/api/messages') {
      return send(
        res,
        200,
        'application/json; charset=utf-8',
        JSON.stringify(await listMessages(config.stackDir, to)),
      );
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return send(res, 200, 'text/html; charset=utf-8', mailboxPage(await listMessages(config.stackDir, to)));
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'Página não encontrada');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      ctx.log(`mailbox: ${String(err)}`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Erro interno');
    });
  });
  const smtp = await startSmtpSink({
    port: config.ports.smtp,
    stackDir: config.stackDir,
    faults,
    log: ctx.log,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.ports.mailbox, '127.0.0.1', () => resolve());
    });
  } catch (err) {
    await smtp.stop();
    throw err;
  }
  return {
    url: config.mailboxUrl,
    stop: async () => {
      await smtp.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
