import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { runScript, waitForReady, type ScriptRun } from '../helpers/production.ts';
import { copyBuild, rawRequest, siteBuildOutsideCheckout } from '../helpers/site-build.ts';
import { testViteCacheDir } from '../helpers/vite-cache.ts';

/**
 * The production site server (npm run serve) on the real site's build, placed outside the checkout:
 * clients that hang up or stall never bring it down, and HEAD answers as GET does.
 */
const apiUrl = inject('apiUrl');
const port = inject('portBase') + 80;
const EVENT_ID = 'e0000000-0000-4000-8000-000000000001';

let distDir: string;
let server: ScriptRun;
let serverExit: number | null | undefined;

async function anyBlogPath(): Promise<string> {
  const res = await fetch(`${apiUrl}/rest/v1/posts?select=slug&status=eq.published&limit=1`, {
    headers: { apikey: LOCAL_ANON_KEY },
  });
  const rows = (await res.json()) as Array<{ slug: string }>;
  expect(rows.length).toBe(1);
  return `/blog/${rows[0]!.slug}`;
}

async function hashedAssetPath(): Promise<string> {
  const files = await readdir(path.join(distDir, 'site', 'client', 'assets'));
  const js = files.find((f) => f.endsWith('.js'));
  expect(js).toBeDefined();
  return `/assets/${js}`;
}

beforeAll(async () => {
  distDir = await siteBuildOutsideCheckout();
  server = runScript('serve.ts', [], {
    PORT: String(port),
    ELO_DIST_DIR: distDir,
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  });
  void server.exited.then((code) => (serverExit = code));
  await waitForReady(server, 'Site: ');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

async function expectStillServing(): Promise<void> {
  const res = await rawRequest(port, { path: '/events', headers: { 'Accept-Encoding': 'br' } });
  expect(serverExit, server.output()).toBeUndefined();
  expect(res?.status).toBe(200);
  expect(res?.headers['content-encoding']).toBe('br');
}

describe('a build outside the checkout', () => {
  it('serves pages and share images, its packages resolved from the checkout', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/events/${EVENT_ID}`);
    expect(page.status, server.output()).toBe(200);
    expect(await page.text()).toContain('<html');
    // The share image reads its fonts from an installed package.
    const image = await fetch(`http://127.0.0.1:${port}/og/events/${EVENT_ID}.png`);
    expect(image.status, server.output()).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('a build whose packages are nowhere to be found', () => {
  it('stops the server with a message saying what is missing and what to do', async () => {
    const broken = await copyBuild(distDir, 'elo-broken-dist-');
    try {
      const entry = path.join(broken, 'site', 'server', 'index.js');
      await writeFile(entry, `import 'pacote-que-nao-existe';\n${await readFile(entry, 'utf8')}`);
      const run = runScript('serve.ts', [], { PORT: String(port + 1), ELO_DIST_DIR: broken });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`The site's server build ${entry} imports pacote-que-nao-existe`);
      expect(run.output()).toContain('npm ci');
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe('clients that hang up or stall', () => {
  it('survives responses cut at random points, compressed with br, gzip or not at all', async () => {
    const encodings = ['br', 'gzip', 'identity'];
    const paths = ['/events', `/events/${EVENT_ID}`, '/', '/sitemap.xml'];
    // Bounded: 120 requests, 6 at a time, each cut before, during or after the page's first bytes.
    const total = 120;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const cut = i % 4 === 0 ? 0 : Math.floor(Math.random() * 20_000);
        await rawRequest(
          port,
          { path: paths[i % paths.length]!, headers: { 'Accept-Encoding': encodings[i % 3]! } },
          { cutAfterBytes: cut },
        );
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await expectStillServing();
  }, 120_000);

  it('serves a reader that stops reading for a while, and others meanwhile', async () => {
    const slow = rawRequest(
      port,
      { path: `/events/${EVENT_ID}`, headers: { 'Accept-Encoding': 'gzip' } },
      { stallMs: 3000 },
    );
    await expectStillServing();
    const answer = await slow;
    expect(answer?.status).toBe(200);
    expect(answer?.bodyBytes).toBeGreaterThan(1000);
    await expectStillServing();
  });

  it('answers malformed Accept-Encoding headers without a server error', async () => {
    for (const value of [
      'br;q=abc',
      ';;;,,,',
      '*;q=',
      'gzip;q=1.5, br;q=-1',
      'zstd',
      'x'.repeat(4000),
      'identity;q=0',
    ]) {
      const res = await rawRequest(port, { path: '/events', headers: { 'Accept-Encoding': value } });
      expect(res, value).not.toBeNull();
      expect(res!.status, value).toBeLessThan(500);
    }
    await expectStillServing();
  });

  it('keeps serving while clients send their headers a byte at a time', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write('GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
              resolve(socket);
            });
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      await expectStillServing();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('HEAD answers as GET does, without the body', () => {
  it('for pages, resource routes, share images and static files', async () => {
    const paths = [
      '/',
      '/events',
      `/events/${EVENT_ID}`,
      await anyBlogPath(),
      '/pagina-que-nao-existe',
      '/sitemap.xml',
      '/rss.xml',
      '/robots.txt',
      `/og/events/${EVENT_ID}.png`,
      await hashedAssetPath(),
    ];
    for (const pathname of paths) {
      for (const encoding of ['br', 'identity']) {
        const headers = { 'Accept-Encoding': encoding };
        // Other test files change the shared stack's data (an RSVP, a post), so a page may change between
        // two requests: HEAD must match the GET made just before it or the one made just after it.
        const before = await rawRequest(port, { path: pathname, headers });
        const head = await rawRequest(port, { method: 'HEAD', path: pathname, headers });
        const after = await rawRequest(port, { path: pathname, headers });
        expect(before, pathname).not.toBeNull();
        expect(after, pathname).not.toBeNull();
        expect(head, pathname).not.toBeNull();
        const what = `${pathname} (${encoding})`;
        const lengthOf = (response: typeof head) => response!.headers['content-length'];
        const get = lengthOf(head) === lengthOf(before) ? before : after;
        expect(head!.status, what).toBe(get!.status);
        for (const name of ['content-type', 'cache-control', 'vary', 'content-encoding']) {
          expect(head!.headers[name], `${what}: ${name}`).toBe(get!.headers[name]);
        }
        // A length when GET gives one, else GET streams (chunked) and HEAD names no length.
        expect(lengthOf(head), what).toBe(lengthOf(get));
        expect(head!.bodyBytes, what).toBe(0);
        expect(get!.bodyBytes, what).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});

describe('HEAD in development (npm start)', () => {
  it('answers as GET does for a page, a missing page and a resource route', async () => {
    const devPort = port + 2;
    // The development server in a process of its own, as npm start runs it (its Vite and HMR ports too).
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startWebServer } = await import(${JSON.stringify(path.join(REPO_ROOT, 'site', 'server', 'http', 'web-server.ts'))});` +
          `await startWebServer({ mode: 'dev', port: ${devPort} }); console.log('DEV_READY');`,
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          ELO_VITE_CACHE_DIR: testViteCacheDir('head-in-development'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    try {
      await expect.poll(() => output, { timeout: 120_000, interval: 250 }).toContain('DEV_READY');
      for (const pathname of ['/events', '/pagina-que-nao-existe', '/robots.txt']) {
        const get = await rawRequest(devPort, { path: pathname }, { timeoutMs: 120_000 });
        const head = await rawRequest(devPort, { method: 'HEAD', path: pathname }, { timeoutMs: 120_000 });
        expect(head?.status, pathname).toBe(get?.status);
        expect(head?.headers['content-type'], pathname).toBe(get?.headers['content-type']);
        expect(head?.headers['cache-control'], pathname).toBe(get?.headers['cache-control']);
        expect(head?.headers.vary, pathname).toBe(get?.headers.vary);
        expect(head?.bodyBytes, pathname).toBe(0);
        expect(get?.bodyBytes, pathname).toBeGreaterThan(0);
      }
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }
  }, 240_000);
});
