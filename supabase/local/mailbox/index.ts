import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import { mailboxPage } from './page.ts';
import { listMessages } from './store.ts';

export interface ServiceHandle {
  url: string;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** The local mailbox page where sign-up confirmation e-mails can be read, plus a JSON API for tests. */
export async function startMailbox(ctx: StackContext): Promise<ServiceHandle> {
  const { config } = ctx;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', config.mailboxUrl);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Método não permitido');
    }
    const to = url.searchParams.get('to') ?? undefined;
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.ports.mailbox, '127.0.0.1', () => resolve());
  });
  return {
    url: config.mailboxUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
