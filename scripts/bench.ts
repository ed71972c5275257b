// First: the production server's React (see production-env.ts), as `npm run serve` runs it.
import './production-env.ts';
import { gzipSync } from 'node:zlib';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { startTestStack } from '#tests/helpers/stack.ts';
import { startWebServer } from '#site/server/http/web-server.ts';
import { abortStormReport } from './bench-abort-storm.ts';
import { formatBackofficeReport, measureBackofficeBundles } from './bench-backoffice.ts';
import { buildApps } from './build-apps.ts';
import { clientPerformanceReport } from './bench-lighthouse.ts';
import { pageScriptWeight } from './page-weight.ts';

/**
 * npm run bench: measures what the product promises about speed and weight, and prints a report.
 * Nothing here is asserted; the figures go into release notes. It starts its own stack and the
 * production web server on ELO_BENCH_PORT_BASE (default 30321, below the ephemeral port range),
 * builds both apps against it, and runs Lighthouse (mobile preset, median of 5; CHROME_PATH,
 * default /usr/bin/chromium) on the pages people share and /admin-auth, each beside the same page
 * without scripts (scripts/bench-lighthouse.ts). `--no-lighthouse` skips that part; `--pages=/admin-auth`
 * measures only the pages given (to iterate on one page, run scripts/bench-lighthouse.ts by itself).
 */
// `npm run bench -- --scale`: the production-sized data set benchmark instead (scripts/bench-scale.ts).
if (process.argv.includes('--scale')) {
  await import('./bench-scale.ts');
  process.exit(0);
}
// `npm run bench -- --load`: the production site server under load (scripts/bench-load.ts).
if (process.argv.includes('--load')) {
  await import('./bench-load.ts');
  process.exit(0);
}
// `npm run bench -- --audience`: audience counting and reports (scripts/bench-audience.ts).
if (process.argv.includes('--audience')) {
  await import('./bench-audience.ts');
  process.exit(0);
}

const portBase = Number(process.env.ELO_BENCH_PORT_BASE ?? 30321);
const webPort = portBase + 50;
const distDir = path.join(REPO_ROOT, '.local', 'bench-dist');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeRequests(url: string, headers: Record<string, string>, n: number): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (n=${n})`;
}

async function gzipSizes(dir: string): Promise<{ js: number; css: number; files: number }> {
  const assets = path.join(dir, 'assets');
  let js = 0;
  let css = 0;
  let files = 0;
  for (const name of await readdir(assets)) {
    if (/\.(map|br|gz)$/.test(name)) continue;
    const size = gzipSync(await readFile(path.join(assets, name))).length;
    if (name.endsWith('.js')) js += size;
    if (name.endsWith('.css')) css += size;
    files++;
  }
  return { js, css, files };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (before: number, after: number) => `${(before / after).toFixed(2)}× less`;

/** The client-only build before server rendering, for the gain as a ratio. */
const BASELINE = { homeJsBrotli: 143 * 1024 };

const t0 = performance.now();
const stack = await startTestStack({ portBase, env: { ELO_SITE_URL: `http://localhost:${webPort}` } });
const startMs = performance.now() - t0;
const report: string[] = [
  `Local stack start (fresh data dir, migrations + seed): ${(startMs / 1000).toFixed(1)} s`,
];
try {
  const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const api = stack.apiUrl;
  report.push(
    `REST upcoming events (home): ${await timeRequests(`${api}/rest/v1/events?select=*&is_active=eq.true&order=start_date.asc&limit=3`, headers, 200)}`,
    `REST published blog posts: ${await timeRequests(`${api}/rest/v1/posts?select=id,title,excerpt,cover_image_url,slug,published_at&type=eq.blog&status=eq.published&order=published_at.desc&limit=3`, headers, 200)}`,
    `RPC member showcase: ${await timeRequests(`${api}/rest/v1/rpc/get_member_showcase?_limit=12`, headers, 200)}`,
  );

  buildApps(distDir, { VITE_SUPABASE_URL: api });
  const site = await gzipSizes(path.join(distDir, 'site', 'client'));
  const admin = await gzipSizes(path.join(distDir, 'admin'));
  report.push(
    `Site build, all chunks gzip: JS ${kb(site.js)}, CSS ${kb(site.css)} (${site.files} files)`,
    `Back-office build, all chunks gzip: JS ${kb(admin.js)}, CSS ${kb(admin.css)} (${admin.files} files)`,
    // First-load steps: targets /admin-auth ≤ 150 KB, dashboard ≤ 300 KB, each resource ≤ 60 KB more.
    ...formatBackofficeReport(measureBackofficeBundles(path.join(distDir, 'admin'))),
  );

  report.push(...(await abortStormReport({ apiUrl: api, distDir, portBase })));

  // Members' pictures come from the sign-in provider (here the stack's LinkedIn stand-in): the site's
  // policy must allow its origin, as npm start and start:prod do, or every picture on the home fails.
  process.env.AUTH_PROVIDER_ORIGINS = stack.linkedinUrl;
  const web = await startWebServer({ mode: 'static', port: webPort, distDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const route of ['/', '/events', '/courses', '/blog']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let jsBytes = 0;
      page.on('response', async (res) => {
        if (res.url().endsWith('.js')) jsBytes += Number(res.headers()['content-length'] ?? 0);
      });
      await page.goto(`${web.url}${route}`, { waitUntil: 'networkidle' });
      const vitals = await page.evaluate(
        () =>
          new Promise<{ lcp: number; cls: number; fcp: number; worst: string }>((resolve) => {
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node | null }>;
            };
            let lcp = 0;
            let cls = 0;
            let worst = '';
            let worstValue = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) lcp = e.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Shift[]) {
                if (e.hadRecentInput) continue;
                cls += e.value;
                if (e.value > worstValue) {
                  worstValue = e.value;
                  // Which elements moved most, to know what to fix.
                  worst = (e.sources ?? [])
                    .map((src) => {
                      const el = src.node as Element | null | undefined;
                      return el ? `${el.nodeName.toLowerCase()}.${String(el.className).split(' ')[0]}` : '?';
                    })
                    .join(', ');
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            setTimeout(() => resolve({ lcp, cls, fcp, worst }), 1000);
          }),
      );
      const hasAdminCode = await page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /react-admin|@mui/.test(r.name)),
      );
      report.push(
        `Site ${route}: FCP ${vitals.fcp.toFixed(0)} ms, LCP ${vitals.lcp.toFixed(0)} ms, CLS ${vitals.cls.toFixed(3)}${vitals.worst ? ` (largest shift: ${vitals.worst})` : ''}, JS transferred ${kb(jsBytes)} (uncompressed), react-admin/MUI loaded: ${hasAdminCode ? 'yes' : 'no'}`,
      );
      await context.close();
    }
    const home = await pageScriptWeight(`${web.url}/`);
    report.push(
      `JS the home page loads, as the server sends it: ${kb(home.bytes)} in ${home.files.length} files ` +
        `(${[...new Set(home.files.map((file) => file.encoding))].join(', ')}); ` +
        `target ≤ 100 KB brotli, client-only build: ${kb(BASELINE.homeJsBrotli)} (${ratio(BASELINE.homeJsBrotli, home.bytes)})`,
    );
    if (!process.argv.includes('--no-lighthouse')) {
      report.push(
        ...(await clientPerformanceReport({
          siteUrl: web.url,
          apiUrl: api,
          proxyPort: webPort + 1,
          pages: process.argv
            .find((arg) => arg.startsWith('--pages='))
            ?.slice('--pages='.length)
            .split(','),
          distAdminDir: path.join(distDir, 'admin'),
          adminAuthBuildBytes: measureBackofficeBundles(path.join(distDir, 'admin')).adminAuth,
        })),
      );
    }
  } finally {
    await browser.close();
    await web.stop();
  }
} finally {
  await stack.stop();
}
// Table rows and blank lines print as they are, so the Markdown tables stay tables.
const asListItem = (line: string) => (line === '' || line.startsWith('|') ? line : `- ${line}`);
console.log(`\nElo CX benchmark (${new Date().toISOString()})\n${report.map(asListItem).join('\n')}`);
