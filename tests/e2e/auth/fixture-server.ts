import { createReadStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

const SUPABASE_UMD = path.join(REPO_ROOT, 'node_modules/@supabase/supabase-js/dist/umd/supabase.js');

/**
 * A tiny app page using the unmodified supabase-js browser bundle. /auto lets the client detect and
 * exchange ?code= by itself (what the apps do); /manual leaves the exchange to the test so it can
 * tamper with or replay the code.
 */
function page(apiUrl: string, detectSessionInUrl: boolean): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>App de teste</title></head>
<body>
<main>
<h1>App de teste</h1>
<button type="button" id="entrar">Entrar com LinkedIn</button>
<pre id="resultado"></pre>
</main>
<script src="/supabase.js"></script>
<script>
  const client = supabase.createClient(${JSON.stringify(apiUrl)}, ${JSON.stringify(LOCAL_ANON_KEY)}, {
    auth: { flowType: 'pkce', detectSessionInUrl: ${detectSessionInUrl} },
  });
  window.appClient = client;
  window.signIn = (redirectTo) =>
    client.auth.signInWithOAuth({ provider: 'linkedin_oidc', options: { redirectTo: redirectTo || location.origin + location.pathname } });
  window.exchange = async (code) => {
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    return { user: data.user, error: error && { name: error.name, code: error.code, status: error.status } };
  };
  document.getElementById('entrar').addEventListener('click', () => window.signIn());
  client.auth.getSession().then(({ data, error }) => {
    document.getElementById('resultado').textContent = JSON.stringify(
      data.session ? { user: data.session.user } : { error: error && error.code },
    );
  });
</script>
</body>
</html>`;
}

export interface FixtureServer {
  /** Addressed as localhost, the site URL's host, so the auth service accepts it as redirect_to. */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

export async function startFixtureServer(apiUrl: string): Promise<FixtureServer> {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/supabase.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      createReadStream(SUPABASE_UMD).pipe(res);
      return;
    }
    if (pathname === '/auto' || pathname === '/manual') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page(apiUrl, pathname === '/auto'));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Não encontrado');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
