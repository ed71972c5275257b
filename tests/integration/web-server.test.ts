import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServerHandle } from '#site/server/http/web-server.ts';

/** Raw GET, so the path reaches the server exactly as written (fetch would normalise it). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const MINIMAL_SITE_BUILD = `
const page = () => new Response('<title>SITE</title>', { headers: { 'Content-Type': 'text/html' } });
export const entry = { module: { default: page } };
export const routes = {
  root: { id: 'root', path: '', module: { default: () => null } },
  page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
};
export const assets = { entry: { module: '/assets/app.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const basename = '/';
export const routeDiscovery = { mode: 'initial' };
`;

describe('production web server (npm run serve, end-to-end tests)', () => {
  const port = inject('portBase') + 60;
  let dist: string;
  let server: WebServerHandle;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'elo-dist-'));
    // The back-office's static build, and a minimal server build of the site that answers every page
    // with 'SITE' (the real site's rendering is covered by the end-to-end tests on the real build).
    await mkdir(path.join(dist, 'admin', 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'admin', 'index.html'), '<title>ADMIN</title>');
    await writeFile(path.join(dist, 'admin', 'assets', 'app.js'), "console.log('ADMIN')");
    await mkdir(path.join(dist, 'site', 'client', 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'site', 'client', 'assets', 'app.js'), "console.log('SITE')");
    await mkdir(path.join(dist, 'site', 'server'), { recursive: true });
    await writeFile(path.join(dist, 'site', 'server', 'index.js'), MINIMAL_SITE_BUILD);
    await mkdir(path.join(dist, 'site', 'private'), { recursive: true });
    await writeFile(path.join(dist, 'site', 'private', 'secret.txt'), 'SECRET');
    await mkdir(path.join(dist, 'site-private'), { recursive: true });
    await writeFile(path.join(dist, 'site-private', 'secret.txt'), 'SECRET');
    server = await startWebServer({ mode: 'static', port, distDir: dist });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves each app, with its SPA fallback, from one origin', async () => {
    expect((await rawGet(port, '/events')).body).toContain('SITE');
    expect((await rawGet(port, '/assets/app.js')).body).toContain('SITE');
    expect((await rawGet(port, '/admin/events')).body).toContain('ADMIN');
    expect((await rawGet(port, '/admin-auth')).body).toContain('ADMIN');
    const asset = await rawGet(port, '/admin/assets/app.js');
    expect(asset.body).toContain('ADMIN');
    expect(asset.type).toContain('javascript');
    expect((await rawGet(port, '/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the app folder, even through encoded dot segments', async () => {
    for (const attempt of [
      '/..%2fsite-private%2fsecret.txt',
      '/%2e%2e/site-private/secret.txt',
      '/../site-private/secret.txt',
      '/..%2fprivate%2fsecret.txt',
      '/%2e%2e/private/secret.txt',
      '/admin/..%2f..%2fsite%2fprivate%2fsecret.txt',
    ]) {
      const res = await rawGet(port, attempt);
      expect(res.body).not.toContain('SECRET');
    }
    expect((await rawGet(port, '/%E0%A4%A')).status).toBe(400);
  });
});
