import os from 'node:os';
import nodePath from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { backofficeSteps } from './bench-backoffice.ts';
import { medianFigures, runOnce, type LighthouseFigures } from './lighthouse.ts';
import { startZeroScriptProxy, ZERO_SCRIPT_PREFIX } from './zero-script-proxy.ts';

/**
 * Client performance, side by side with the same pages without scripts, in one run:
 * Lighthouse (mobile preset, median of `runs`) on the pages people share and on /admin-auth, each
 * beside its zero-script twin served by the same server; the signed-in dashboard's reload weight; and
 * the image bytes of `/`, `/events` and `/blog` on a phone and a desktop, as sent (responsive
 * renditions) against the stored originals. Figures are reported, never asserted.
 *
 * Targets: performance ≥ 95, TBT ≤ 2× and LCP ≤ 1.2× the zero-script page's; /admin-auth JS ≤ 120 KB
 * brotli; a signed-in dashboard reload ≤ 300 KB brotli of JS.
 *
 * By itself, against a running production server and stack:
 * `npx tsx scripts/bench-lighthouse.ts <siteUrl> <apiUrl> [--runs=5] [--pages=/,/events] [--proxy-port=N] [--dist-admin=DIR] [--lighthouse-only]`
 * (`--lighthouse-only`: the Lighthouse table alone, e.g. `--pages=/admin-auth --lighthouse-only` to iterate on one page).
 */

export const TARGETS = {
  performance: 95,
  tbtRatio: 2,
  /** The TBT a page may always have, whatever its zero-script twin's (see tbtLimitMs). */
  tbtFloorMs: 50,
  lcpRatio: 1.2,
  adminAuthJsKb: 120,
  dashboardJsKb: 300,
};

/**
 * The TBT a page may have: twice its zero-script twin's, but never less than 50 ms. A page without
 * scripts blocks for 0–25 ms on a quiet machine, and twice almost nothing is noise (a ratio against
 * 0 ms is infinite); 50 ms of TBT is one task of 100 ms, a hitch no one feels. Above a 25 ms baseline
 * the ratio rules, so a real regression still shows, and every row prints its absolute TBT.
 */
export function tbtLimitMs(zeroScriptTbtMs: number): number {
  return Math.max(TARGETS.tbtRatio * zeroScriptTbtMs, TARGETS.tbtFloorMs);
}

export const TBT_RULE =
  `TBT target: ≤ ${TARGETS.tbtRatio}× the zero-script page's, and never less than ${TARGETS.tbtFloorMs} ms ` +
  `(when the zero-script TBT is under ${TARGETS.tbtFloorMs / TARGETS.tbtRatio} ms, the limit is ` +
  `${TARGETS.tbtFloorMs} ms: a ratio against a few milliseconds, or 0, measures noise)`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The pages people share, with real ids and slugs from the seeded stack. */
export async function sharedPages(api: string): Promise<string[]> {
  const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const first = async (query: string, column: string): Promise<string> => {
    const rows = (await (await fetch(`${api}/rest/v1/${query}`, { headers })).json()) as Array<
      Record<string, string>
    >;
    if (!rows[0]?.[column]) throw new Error(`No row for ${query}`);
    return rows[0][column];
  };
  const now = new Date().toISOString();
  const event = await first(
    `events?select=id&is_active=eq.true&end_date=gte.${now}&order=start_date.asc&limit=1`,
    'id',
  );
  const post = await first(
    'posts?select=slug&type=eq.blog&status=eq.published&order=published_at.desc&limit=1',
    'slug',
  );
  const landing = await first('landing_pages?select=slug&is_published=eq.true&limit=1', 'slug');
  return ['/', '/events', `/events/${event}`, `/blog/${post}`, `/lp/${landing}`];
}

/** The pages Lighthouse measures: the shared ones and the back-office sign-in. */
export async function lighthousePages(api: string): Promise<string[]> {
  return [...(await sharedPages(api)), '/admin-auth'];
}

interface PagePair {
  path: string;
  page: LighthouseFigures;
  /** Null when Lighthouse could not measure the page without scripts (nothing painted). */
  zero: LighthouseFigures | null;
  zeroError?: string;
  /** Each run's TBT, in the order measured: the median alone hides how far apart the runs were. */
  pageTbtRuns: number[];
  zeroTbtRuns: number[];
}

/** Where the bench keeps each page run's Lighthouse report (`<page>-<run>.json`). */
export const REPORTS_DIR = nodePath.resolve(import.meta.dirname, '..', '.local', 'bench', 'lighthouse');

/** A file name for a page's report: `/events/{id}` gives `events_{id}-2.json`, `/` gives `home-2.json`. */
export function reportFileName(pagePath: string, run: number): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '_') || 'home';
  return `${name}-${run + 1}.json`;
}

/**
 * Each page and its zero-script twin, alternating run by run (so a change of load on the machine
 * falls on both), then the median of each figure.
 */
async function measurePairs(baseUrl: string, paths: string[], runs: number): Promise<PagePair[]> {
  const pairs: PagePair[] = [];
  for (const path of paths) {
    const page: LighthouseFigures[] = [];
    const zero: LighthouseFigures[] = [];
    let zeroError: string | undefined;
    for (let run = 0; run < runs; run += 1) {
      page.push(
        await runOnce(`${baseUrl}${path}`, { saveReportTo: `${REPORTS_DIR}/${reportFileName(path, run)}` }),
      );
      try {
        zero.push(await runOnce(`${baseUrl}${ZERO_SCRIPT_PREFIX}${path}`));
      } catch (err) {
        zeroError = (err as Error).message;
      }
    }
    pairs.push({
      path,
      page: medianFigures(`${baseUrl}${path}`, page),
      zero: zero.length ? medianFigures(`${baseUrl}${ZERO_SCRIPT_PREFIX}${path}`, zero) : null,
      zeroError: zero.length ? undefined : zeroError,
      pageTbtRuns: page.map((figures) => figures.tbtMs),
      zeroTbtRuns: zero.map((figures) => figures.tbtMs),
    });
  }
  return pairs;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/**
 * Waits (at most 90 s) for the 1-minute load average to fall under 1: the bench's load tests just
 * before leave the machine busy, and every task a busy core slows down counts four times in
 * Lighthouse's simulated phone. Returns the seconds waited.
 */
async function quietMachine(maxSeconds = 90): Promise<number> {
  const started = Date.now();
  while (os.loadavg()[0]! >= 1 && Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Math.round((Date.now() - started) / 1000);
}

function ratio(value: number, baseline: number): number {
  if (baseline === 0) return value === 0 ? 1 : Number.POSITIVE_INFINITY;
  return value / baseline;
}

const showRatio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '∞ (baseline 0)');

/** The targets a page misses against its zero-script twin (none when it meets them all). */
export function missedTargets(page: LighthouseFigures, zero: LighthouseFigures): string[] {
  const missed: string[] = [];
  if (page.performance < TARGETS.performance) missed.push(`performance ${page.performance}`);
  const tbtLimit = tbtLimitMs(zero.tbtMs);
  if (page.tbtMs > tbtLimit) missed.push(`TBT ${Math.round(page.tbtMs)} > ${Math.round(tbtLimit)} ms`);
  const lcpRatio = ratio(page.lcpMs, zero.lcpMs);
  if (lcpRatio > TARGETS.lcpRatio) missed.push(`LCP ${showRatio(lcpRatio)}`);
  return missed;
}

/** The TBT limit of a row, and which part of the rule set it. */
function showTbtLimit(zeroScriptTbtMs: number): string {
  const limit = tbtLimitMs(zeroScriptTbtMs);
  return limit > TARGETS.tbtFloorMs ? `${Math.round(limit)} ms (2×)` : `${limit} ms (floor)`;
}

/** A median TBT with the runs it came from, e.g. "36 ms (12 · 36 · 140)". */
export function showTbt(medianMs: number, runsMs: number[]): string {
  const median = `${Math.round(medianMs)} ms`;
  return runsMs.length > 1 ? `${median} (${runsMs.map((ms) => Math.round(ms)).join(' · ')})` : median;
}

function pairTable(pairs: PagePair[]): string[] {
  const lines = [
    '| Page | Performance (≥ 95) | zero-script | TBT, median (runs) | zero-script | TBT limit (≤ 2×, ≥ 50 ms floor) | LCP | zero-script | LCP ratio (≤ 1.2×) | CLS | JS brotli (wire, with headers) | A11y / BP / SEO | Meets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { path, page, zero, zeroError, pageTbtRuns, zeroTbtRuns } of pairs) {
    const missed = zero ? missedTargets(page, zero) : [];
    const meets = !zero
      ? `no baseline (${zeroError ?? 'not measured'})`
      : missed.length
        ? `**no**: ${missed.join(', ')}`
        : 'yes';
    lines.push(
      `| ${path} | ${page.performance} | ${zero?.performance ?? '—'} | ${showTbt(page.tbtMs, pageTbtRuns)} | ` +
        `${zero ? showTbt(zero.tbtMs, zeroTbtRuns) : '—'} | ${zero ? showTbtLimit(zero.tbtMs) : '—'} | ` +
        `${seconds(page.lcpMs)} | ${zero ? seconds(zero.lcpMs) : '—'} | ` +
        `${zero ? showRatio(ratio(page.lcpMs, zero.lcpMs)) : '—'} | ` +
        `${page.cls} | ${kb(page.jsBytesTransferred)} | ${page.accessibility} / ${page.bestPractices} / ${page.seo} | ` +
        `${meets} |`,
    );
  }
  return lines;
}

/** Script bytes as received (brotli when the server sends it so), and all bytes, of one page load. */
interface ByteCounts {
  js: number;
  all: number;
}

/** Records the page's responses from now on; `count(keep)` totals those whose address `keep` takes. */
function recordBytes(page: Page) {
  const responses: Array<{ url: string; script: boolean; size: Promise<number> }> = [];
  page.on('response', (response) => {
    responses.push({
      url: response.url(),
      script: response.request().resourceType() === 'script',
      size: response
        .request()
        .sizes()
        .then(
          (sizes) => sizes.responseBodySize,
          () => 0,
        ),
    });
  });
  const total = async (keep: (url: string) => boolean = () => true): Promise<ByteCounts> => {
    const sizes = await Promise.all(
      responses.filter((r) => keep(r.url)).map(async (r) => ({ script: r.script, size: await r.size })),
    );
    return {
      js: sizes.filter((r) => r.script).reduce((sum, r) => sum + r.size, 0),
      all: sizes.reduce((sum, r) => sum + r.size, 0),
    };
  };
  return { count: total };
}

/**
 * The signed-in dashboard loaded again (a reload with the browser cache off, as a new tab after a
 * cache eviction): what an admin downloads for the dashboard (its trend charts included), and in all
 * once the panel has also fetched, while idle, the parts its list and form screens share (the files
 * the build's manifest lists for that step, when the build folder is known).
 */
async function dashboardReload(
  browser: Browser,
  siteUrl: string,
  distAdminDir?: string,
): Promise<{ dashboard: ByteCounts; withIdlePrefetch: ByteCounts }> {
  const prefetched = new Set(distAdminDir ? backofficeSteps(distAdminDir).prefetchedWhenIdle : []);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/admin-auth`);
    await page.locator('#admin-email').fill(DEMO_ADMIN.email);
    await page.locator('#admin-password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytes = recordBytes(page);
    await page.reload();
    await page.getByTestId('trend-charts').locator('svg').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const idlePrefetch = (url: string) => prefetched.has(new URL(url).pathname.replace(/^\/admin\//, ''));
    return {
      dashboard: await bytes.count((url) => !idlePrefetch(url)),
      withIdlePrefetch: await bytes.count(),
    };
  } finally {
    await context.close();
  }
}

const RENDER_PATH = /\/storage\/v1\/render\/image\/public\/([^?]+)/;

interface ImageBytes {
  images: number;
  sent: number;
  originals: number;
}

/**
 * Every image a page loads once scrolled to its end, as sent (responsive renditions, AVIF/WebP), and
 * what the same images weigh as the stored originals (the page before responsive images).
 */
async function imageBytes(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number; deviceScaleFactor: number },
): Promise<ImageBytes> {
  const { deviceScaleFactor, ...size } = viewport;
  const context = await browser.newContext({ viewport: size, deviceScaleFactor, isMobile: size.width < 600 });
  try {
    const page = await context.newPage();
    const loaded: Array<{ url: string; size: Promise<number> }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      loaded.push({
        url: response.url(),
        size: response
          .request()
          .sizes()
          .then(
            (sizes) => sizes.responseBodySize,
            () => 0,
          ),
      });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Down the page a screen at a time, so lazy images load as they would for a reader.
    for (let step = 0; step < 40; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    let sent = 0;
    let originals = 0;
    const originalSize = new Map<string, number>();
    for (const image of loaded) {
      const bytes = await image.size;
      sent += bytes;
      const rendered = RENDER_PATH.exec(image.url);
      if (!rendered) {
        originals += bytes;
        continue;
      }
      const original = new URL(`/storage/v1/object/public/${rendered[1]}`, image.url).toString();
      if (!originalSize.has(original)) {
        const body = await (await fetch(original)).arrayBuffer();
        originalSize.set(original, body.byteLength);
      }
      originals += originalSize.get(original)!;
    }
    return { images: loaded.length, sent, originals };
  } finally {
    await context.close();
  }
}

const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };

async function imageTable(browser: Browser, siteUrl: string): Promise<string[]> {
  const lines = [
    '| Page | Viewport | Images | Stored originals (before) | As sent, responsive (after) | Saved |',
    '|---|---|---|---|---|---|',
  ];
  for (const path of ['/', '/events', '/blog']) {
    for (const [name, viewport] of [
      ['390×844 @3x', PHONE],
      ['1280×800 @1x', DESKTOP],
    ] as const) {
      // A page that never goes quiet (a loaded machine) costs its row, not the whole report.
      const figures = await imageBytes(browser, `${siteUrl}${path}`, viewport).catch((err: Error) => err);
      if (figures instanceof Error) {
        lines.push(`| ${path} | ${name} | not measured: ${figures.message.split('\n', 1)[0]} | | | |`);
        continue;
      }
      const saved = figures.originals ? 1 - figures.sent / figures.originals : 0;
      lines.push(
        `| ${path} | ${name} | ${figures.images} | ${kb(figures.originals)} | ${kb(figures.sent)} | ${(saved * 100).toFixed(0)}% |`,
      );
    }
  }
  return lines;
}

/**
 * Runs per page (and as many of its zero-script twin). Five, not three: on a 2-core machine one run in
 * three can land on a stray busy moment of the browser's other processes, and with three runs that
 * one run is enough to move the median.
 */
const DEFAULT_RUNS = 5;

export interface ClientPerformanceOptions {
  siteUrl: string;
  apiUrl: string;
  /** A free port for the zero-script front. */
  proxyPort: number;
  runs?: number;
  /** Only these paths (default: the shared pages and /admin-auth). */
  pages?: string[];
  /** The back-office build the server sends (tells the dashboard's idle prefetch apart). */
  distAdminDir?: string;
  /** The back-office's own count of the sign-in page's JS (brotli bytes, from the build), if known. */
  adminAuthBuildBytes?: number;
  /** Only the Lighthouse table (no dashboard reload, no image bytes): to iterate on a page quickly. */
  lighthouseOnly?: boolean;
}

/** The report's lines (Markdown tables included). */
export async function clientPerformanceReport(options: ClientPerformanceOptions): Promise<string[]> {
  const runs = Math.max(1, Math.floor(options.runs ?? DEFAULT_RUNS));
  const paths = options.pages ?? (await lighthousePages(options.apiUrl));
  const proxy = await startZeroScriptProxy({ target: options.siteUrl, port: options.proxyPort });
  const lines: string[] = [];
  try {
    const settled = await quietMachine();
    const loadBefore = loadAverage();
    const started = Date.now();
    const pairs = await measurePairs(proxy.url, paths, runs);
    lines.push(
      `Lighthouse 12, mobile preset, median of ${runs}, each page beside the same HTML with every script ` +
        `removed (${ZERO_SCRIPT_PREFIX}/…, same server, runs alternating); load average (1/5/15 min) ` +
        `${loadBefore} at the start (after ${settled} s waiting for the machine to settle), ${loadAverage()} at the end, ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
      TBT_RULE,
      `Each page run's Lighthouse report (long tasks, main-thread breakdown): ${REPORTS_DIR}/<page>-<run>.json`,
      '',
      ...pairTable(pairs),
      '',
    );
    if (options.lighthouseOnly) return lines;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      const adminAuth = pairs.find((pair) => pair.path === '/admin-auth');
      const dashboard = await dashboardReload(browser, options.siteUrl, options.distAdminDir).catch(
        (err: Error) => err,
      );
      lines.push(
        `/admin-auth JS brotli (target ≤ ${TARGETS.adminAuthJsKb} KB): ` +
          `${adminAuth ? `${kb(adminAuth.page.jsBytesTransferred)} on the wire with response headers (Lighthouse)` : 'not measured'}` +
          `${options.adminAuthBuildBytes ? `, ${kb(options.adminAuthBuildBytes)} counted from the build` : ''}`,
        dashboard instanceof Error
          ? `Signed-in dashboard reload: not measured (${dashboard.message.split('\n', 1)[0]})`
          : `Signed-in dashboard reload, cache off (target ≤ ${TARGETS.dashboardJsKb} KB JS brotli), as received: ` +
              `${options.distAdminDir ? 'the dashboard (charts included)' : 'all (idle prefetch not told apart: no build folder given)'} ` +
              `JS ${kb(dashboard.dashboard.js)}, everything ${kb(dashboard.dashboard.all)}; ` +
              `with the idle prefetch of the list and form parts JS ${kb(dashboard.withIdlePrefetch.js)}, ` +
              `everything ${kb(dashboard.withIdlePrefetch.all)}`,
        '',
        `Image bytes once scrolled to the end (load average ${loadAverage()}):`,
        '',
        ...(await imageTable(browser, options.siteUrl)),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await proxy.stop();
  }
  return lines;
}

// By itself against a running server: see the comment at the top.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [siteUrl, apiUrl] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const option = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!siteUrl || !apiUrl) {
    console.error(
      'usage: tsx scripts/bench-lighthouse.ts <siteUrl> <apiUrl> [--runs=5] [--pages=/,/events] [--proxy-port=N] [--dist-admin=DIR] [--lighthouse-only]',
    );
    process.exit(2);
  }
  const lines = await clientPerformanceReport({
    siteUrl,
    apiUrl,
    proxyPort: Number(option('proxy-port') ?? Number(new URL(siteUrl).port) + 1),
    runs: option('runs') ? Number(option('runs')) : undefined,
    pages: option('pages')?.split(','),
    distAdminDir: option('dist-admin'),
    lighthouseOnly: process.argv.includes('--lighthouse-only'),
  });
  console.log(lines.join('\n'));
}
