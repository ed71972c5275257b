import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApps } from '#scripts/build-apps.ts';

/**
 * The real site's production build in a temporary folder (outside the checkout, as ELO_DIST_DIR may
 * be), with a stand-in back-office page: what the server does with real pages (streaming, compression,
 * HEAD, share images) needs the real build, which takes a few seconds.
 */
export async function buildSiteOutsideCheckout(supabaseUrl: string): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'elo-real-dist-'));
  buildApps(distDir, { VITE_SUPABASE_URL: supabaseUrl }, ['site']);
  await addStandInBackoffice(distDir);
  return distDir;
}

/**
 * The site's production build against the run's stack, made once per integration run (in the folder
 * global-setup.ts provides) by the first file that asks: the files that serve it would otherwise build
 * the same site one after the other, at about a minute of CPU each.
 */
async function runSiteBuild(): Promise<string> {
  const dir = inject('siteBuildDir');
  const built = path.join(dir, '.built');
  if (!existsSync(built)) {
    buildApps(dir, { VITE_SUPABASE_URL: inject('apiUrl') }, ['site']);
    await writeFile(built, '');
  }
  return dir;
}

/** A copy of the run's site build (runSiteBuild) in distDir, with a stand-in back-office page. */
export async function copySiteBuild(distDir: string): Promise<void> {
  const shared = await runSiteBuild();
  await rm(path.join(distDir, 'site'), { recursive: true, force: true });
  await cp(path.join(shared, 'site'), path.join(distDir, 'site'), { recursive: true });
  await addStandInBackoffice(distDir);
}

/** The run's site build copied to a temporary folder outside the checkout (see copySiteBuild). */
export async function siteBuildOutsideCheckout(): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'elo-real-dist-'));
  await copySiteBuild(distDir);
  return distDir;
}

async function addStandInBackoffice(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, 'admin', 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'admin', 'index.html'), '<title>ADMIN</title>');
}

/** A copy of a build elsewhere (a second folder outside the checkout). */
export async function copyBuild(distDir: string, prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(distDir, copy, { recursive: true });
  return copy;
}

export interface RawExchange {
  /** The status line and headers as received (lower-cased names). */
  status: number;
  headers: Record<string, string>;
  bodyBytes: number;
}

/**
 * One request on a raw socket. `cutAfterBytes` hangs up after that many bytes of the response have
 * arrived (0: right after sending the request); `stallMs` stops reading for that long first.
 */
export function rawRequest(
  port: number,
  request: { method?: string; path: string; headers?: Record<string, string> },
  options: { cutAfterBytes?: number; stallMs?: number; timeoutMs?: number } = {},
): Promise<RawExchange | null> {
  const { cutAfterBytes, stallMs = 0, timeoutMs = 30_000 } = options;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let received = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${request.method ?? 'GET'} ${request.path}: no complete answer`));
    }, timeoutMs);
    const finish = (value: RawExchange | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    socket.on('connect', () => {
      const lines = [
        `${request.method ?? 'GET'} ${request.path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Connection: close',
        ...Object.entries(request.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (cutAfterBytes === 0) setImmediate(() => finish(null));
      if (stallMs > 0) {
        socket.pause();
        setTimeout(() => socket.resume(), stallMs);
      }
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (cutAfterBytes !== undefined && received >= cutAfterBytes) finish(null);
    });
    socket.on('error', () => finish(null));
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return finish(null);
      const [statusLine, ...headerLines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      finish({
        status: Number(statusLine.split(' ')[1]),
        headers,
        bodyBytes: all.length - split - 4,
      });
    });
  });
}
