import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import type { ServiceHandle } from '../mailbox/index.ts';
import { errorPage, interactionPage } from './page.ts';
import { PERSONAS } from './personas.ts';
import { servePicture } from './pictures.ts';
import { createStandinProvider, findPersona } from './provider.ts';

const INTERACTION = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** The local OpenID Provider standing in for LinkedIn, with demo personas. */
export async function startLinkedinStandin(ctx: StackContext): Promise<ServiceHandle> {
  const { config } = ctx;
  const provider = await createStandinProvider(config);
  const oidc = provider.callback();

  /**
   * Choosing a persona signs in and grants the requested scopes in one step, so the app gets back
   * in a single click (and prompt=consent is answered instead of asked again).
   */
  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, action?: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return sendHtml(res, 400, errorPage('Sessão de login inválida. Tente novamente.'));
    if (!action && req.method === 'GET') return sendHtml(res, 200, interactionPage(uid, PERSONAS));
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'O usuário cancelou o login.' },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'login' && req.method === 'POST') {
      const persona = findPersona((await readForm(req)).get('sub') ?? '');
      if (!persona) return sendHtml(res, 400, errorPage('Pessoa de demonstração desconhecida.'));
      const clientId = String(details.params.client_id);
      const grant = new provider.Grant({ accountId: persona.sub, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: persona.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(res, 405, errorPage('Método não permitido.'));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', config.linkedinStandinUrl);
    const route = async () => {
      if (url.pathname.startsWith('/pictures/') && (req.method === 'GET' || req.method === 'HEAD')) {
        const served = await servePicture(
          decodeURIComponent(url.pathname.slice('/pictures/'.length)),
          res,
          req.method === 'HEAD',
        );
        if (!served) sendHtml(res, 404, errorPage('Imagem não encontrada.'));
        return;
      }
      const match = INTERACTION.exec(url.pathname);
      if (match) return handleInteraction(req, res, match[1], match[2]);
      oidc(req, res);
    };
    route().catch((err: unknown) => {
      ctx.log(`linkedin stand-in: ${String(err)}`);
      if (!res.headersSent)
        sendHtml(
          res,
          400,
          errorPage('A sessão de login expirou ou é inválida. Volte ao site e tente novamente.'),
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.ports.linkedin, '127.0.0.1', () => resolve());
  });
  return {
    url: config.linkedinStandinUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
