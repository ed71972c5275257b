import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

/**
 * The abort storm of npm run bench: 1,000 page requests cut at random points (brotli, gzip and
 * uncompressed, some before the first byte), with slow-loris clients trickling headers meanwhile,
 * against `npm run serve` and `npm run start:prod`, each in a process of its own. Reports whether the
 * server process survived (0 crashes expected) and how the API answered throughout.
 */
const STORM_REQUESTS = 1000;
const CONCURRENCY = 20;
const SLOW_CLIENTS = 20;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
const PAGES = ['/', '/events', '/events/e0000000-0000-4000-8000-000000000001', '/blog', '/sitemap.xml'];

interface Server {
  proc: ChildProcess;
  output: () => string;
  exitedDuringRun: () => boolean;
  stop: () => Promise<void>;
}

function startScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyLine: string,
): Promise<Server> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', script), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ELO_EXIT_WITH_PARENT: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  let exited = false;
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  proc.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) proc.kill('SIGTERM');
    const deadline = Date.now() + 60_000;
    while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    try {
      if (proc.pid) process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 240_000;
    const poll = setInterval(() => {
      if (output.includes(readyLine)) {
        clearInterval(poll);
        resolve({ proc, output: () => output, exitedDuringRun: () => exited, stop });
      } else if (exited || Date.now() > deadline) {
        clearInterval(poll);
        void stop();
        reject(new Error(`${script} did not start:\n${output.slice(-2000)}`));
      }
    }, 200);
  });
}

/** One request on a raw socket, hung up after `cut` bytes of the answer (0: before any). */
function cutRequest(port: number, pathname: string, encoding: string, cut: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = 0;
    const done = () => {
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, 15_000);
    socket.on('connect', () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept-Encoding: ${encoding}\r\n\r\n`,
      );
      if (cut === 0) setImmediate(done);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= cut) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', done);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Clients that send one header byte a second, never finishing. */
function slowLoris(port: number, count: number): () => void {
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      timers.push(setInterval(() => socket.writable && socket.write('a'), 1000));
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
  };
}

/** Polls an API read every 250 ms while the storm runs: how many answered 200. */
function probeApi(url: string, headers: Record<string, string>): () => { ok: number; total: number } {
  let ok = 0;
  let total = 0;
  let running = true;
  void (async () => {
    while (running) {
      total++;
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
      } catch {
        // Counted as not answered.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return () => {
    running = false;
    return { ok, total };
  };
}

async function storm(
  label: string,
  server: Server,
  port: number,
  probe: { url: string; headers: Record<string, string> },
): Promise<string> {
  const stopProbe = probeApi(probe.url, probe.headers);
  const stopLoris = slowLoris(port, SLOW_CLIENTS);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < STORM_REQUESTS) {
      const i = next++;
      const cut = i % 5 === 0 ? 0 : Math.floor(Math.random() * 40_000);
      await cutRequest(port, PAGES[i % PAGES.length]!, ENCODINGS[i % ENCODINGS.length]!, cut);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  stopLoris();
  const after = await fetch(`http://127.0.0.1:${port}/events`).then(
    (res) => res.status,
    () => 0,
  );
  const api = stopProbe();
  const crashes =
    (server.exitedDuringRun() ? 1 : 0) +
    (server.output().match(/Unhandled 'error' event/g)?.length ?? 0) +
    (server.output().match(/starting it again|starting another/g)?.length ?? 0);
  return (
    `Abort storm, ${label}: ${STORM_REQUESTS} requests cut at random points (br/gzip/identity, ` +
    `${CONCURRENCY} at a time, ${SLOW_CLIENTS} slow-loris clients) in ${seconds.toFixed(1)} s: ` +
    `${crashes} crash${crashes === 1 ? '' : 'es'} (0 expected), /events afterwards ${after}, ` +
    `API answered ${api.ok}/${api.total} probes during the storm`
  );
}

export async function abortStormReport({
  apiUrl,
  distDir,
  portBase,
}: {
  apiUrl: string;
  distDir: string;
  portBase: number;
}): Promise<string[]> {
  const lines: string[] = [];
  const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

  const servePort = portBase + 60;
  const serve = await startScript(
    'serve.ts',
    [],
    {
      PORT: String(servePort),
      ELO_DIST_DIR: distDir,
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    },
    'Site: ',
  );
  try {
    lines.push(
      await storm('npm run serve', serve, servePort, {
        url: `${apiUrl}/rest/v1/events?select=id`,
        headers: anon,
      }),
    );
  } finally {
    await serve.stop();
  }

  // A production install of its own on a fresh data folder: its API answers on the site's origin.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elo-bench-prod-'));
  const prodBase = portBase + 200;
  const prodPort = prodBase + 20;
  try {
    const prod = await startScript(
      'start-prod.ts',
      ['--data-dir', dataDir, '--skip-build'],
      {
        ELO_PORT_BASE: String(prodBase),
        PORT: String(prodPort),
        ELO_PUBLIC_URL: `http://127.0.0.1:${prodPort}`,
        ELO_DIST_DIR: distDir,
        ELO_ADMIN_EMAIL: 'bench@example.com.br',
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        ELO_INTERNAL_API_URL: '',
      },
      'ELO_PROD_READY',
    );
    try {
      const { readSecrets, secretsFile } = await import('#supabase/local/production/secrets.ts');
      const key = (await readSecrets(secretsFile(dataDir))).anonKey;
      lines.push(
        await storm('npm run start:prod', prod, prodPort, {
          url: `http://127.0.0.1:${prodPort}/rest/v1/events?select=id`,
          headers: { apikey: key, Authorization: `Bearer ${key}` },
        }),
      );
    } finally {
      await prod.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return lines;
}

/** On its own (npx tsx scripts/bench-abort-storm.ts): a stack and a site build of its own first. */
if (process.argv[1]?.endsWith('bench-abort-storm.ts')) {
  const { startTestStack } = await import('#tests/helpers/stack.ts');
  const { buildApps } = await import('./build-apps.ts');
  const portBase = Number(process.env.ELO_BENCH_PORT_BASE ?? 30321);
  const stack = await startTestStack({ portBase });
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'elo-bench-dist-'));
  try {
    buildApps(distDir, { VITE_SUPABASE_URL: stack.apiUrl });
    const lines = await abortStormReport({ apiUrl: stack.apiUrl, distDir, portBase });
    console.log(`\n${lines.map((line) => `- ${line}`).join('\n')}`);
  } finally {
    await stack.stop();
    await rm(distDir, { recursive: true, force: true });
  }
}
