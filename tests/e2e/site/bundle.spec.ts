import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../test.ts';
import { e2eDistDir } from '../env.ts';
import { PUBLIC_ROUTES } from './support.ts';

/** Packages that must never reach a visitor: the back-office's UI stack. */
const FORBIDDEN =
  /node_modules\/(@mui\/|@emotion\/|react-admin\/|ra-core\/|ra-ui-materialui\/|ra-supabase|ra-input-rich-text|@tiptap\/)/;

test('no public route loads MUI or react-admin code', async ({ page, baseURL }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseURL!).origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(3);
  expect([...scripts].every((script) => script.startsWith('/assets/'))).toBe(true);

  const offenders: string[] = [];
  let mapped = 0;
  const clientDir = path.join(e2eDistDir(), 'site', 'client');
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text();
    // Source maps are hidden: built, but neither named by the code nor served.
    expect(body, script).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    // The source maps (read from the build) name every module a chunk was built from. Generated pieces
    // without a module of their own (the route manifest, the bundler's runtime, empty stubs of
    // server-only routes) have no map: their body is still checked below.
    const mapFile = path.join(clientDir, `${script}.map`);
    if (existsSync(mapFile)) {
      mapped += 1;
      const map = JSON.parse(await readFile(mapFile, 'utf8')) as { sources: string[] };
      for (const source of map.sources) if (FORBIDDEN.test(source)) offenders.push(`${script}: ${source}`);
    }
    if (/MuiButtonBase|\bRaList\b|react-admin/.test(body))
      offenders.push(`${script}: MUI or react-admin code`);
  }
  expect(mapped).toBeGreaterThan(3);
  expect(offenders).toEqual([]);
});

test('the built site as a whole holds no MUI or react-admin module', async () => {
  const distDir = path.join(e2eDistDir(), 'site', 'client');
  const manifestSources: string[] = [];
  const { readdir } = await import('node:fs/promises');
  const assets = await readdir(path.join(distDir, 'assets'));
  for (const file of assets.filter((name) => name.endsWith('.js.map'))) {
    const map = JSON.parse(await readFile(path.join(distDir, 'assets', file), 'utf8')) as {
      sources: string[];
    };
    manifestSources.push(...map.sources);
  }
  expect(manifestSources.length).toBeGreaterThan(50);
  expect(manifestSources.filter((source) => FORBIDDEN.test(source))).toEqual([]);
});
