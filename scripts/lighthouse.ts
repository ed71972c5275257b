import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

/** One page's Lighthouse figures: category scores 0–100, timings in ms, bytes as transferred. */
export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytesTransferred: number;
}

export interface LighthouseOptions {
  /** Runs per URL; each figure is the median of the runs (default 3). */
  runs?: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Headless, sandbox-free Chromium that asks nothing of the network besides the page under test. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--metrics-recording-only',
];

/**
 * Lighthouse (mobile preset: its default form factor and throttling) on each URL, `runs` times, in a
 * fresh Chromium per run that is always closed afterwards. Runs are sequential: parallel ones would
 * measure each other's CPU use.
 */
export async function runLighthouse(
  urls: string[],
  options: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  const runs = Math.max(1, Math.floor(options.runs ?? 3));
  const results: LighthouseFigures[] = [];
  for (const url of urls) {
    const samples: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await runOnce(url));
    results.push(medianFigures(url, samples));
  }
  return results;
}

/**
 * One Lighthouse run (mobile preset) on `url` in a fresh Chromium. With `saveReportTo`, the whole
 * report (JSON, as Lighthouse's viewer reads it) is written there too: its long tasks and main-thread
 * breakdown tell what a slow run did.
 */
export async function runOnce(
  url: string,
  options: { saveReportTo?: string } = {},
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (options.saveReportTo) {
      fs.mkdirSync(path.dirname(options.saveReportTo), { recursive: true });
      fs.writeFileSync(options.saveReportTo, JSON.stringify(result.lhr));
    }
    return figuresOf(url, result.lhr);
  } finally {
    await chrome.kill();
  }
}

function figuresOf(url: string, lhr: Result): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(4)),
    tbtMs: Math.round(metric('total-blocking-time')),
    jsBytesTransferred: scriptBytes(lhr),
  };
}

/** Bytes of every script the page downloaded, as sent over the wire (compressed when it was). */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return 0;
  return details.items.reduce((sum, item) => {
    const size = item.transferSize;
    return item.resourceType === 'Script' && typeof size === 'number' ? sum + size : sum;
  }, 0);
}

/** Each figure is its own median, so one slow run cannot skew any of them. */
export function medianFigures(url: string, samples: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (figures: LighthouseFigures) => number) => {
    const values = samples.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  return {
    url,
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    seo: median((f) => f.seo),
    lcpMs: median((f) => f.lcpMs),
    cls: median((f) => f.cls),
    tbtMs: median((f) => f.tbtMs),
    jsBytesTransferred: median((f) => f.jsBytesTransferred),
  };
}

// `tsx scripts/lighthouse.ts <url>... [--runs=N]` prints the figures, one line per URL.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const urls = args.filter((arg) => !arg.startsWith('--'));
  if (urls.length === 0) {
    console.error('usage: tsx scripts/lighthouse.ts <url>... [--runs=N]');
    process.exit(2);
  }
  const figures = await runLighthouse(urls, { runs: runsArg ? Number(runsArg.slice(7)) : undefined });
  for (const f of figures) {
    console.log(
      `${f.url}  perf ${f.performance}  a11y ${f.accessibility}  bp ${f.bestPractices}  seo ${f.seo}  ` +
        `LCP ${f.lcpMs} ms  CLS ${f.cls}  TBT ${f.tbtMs} ms  JS ${(f.jsBytesTransferred / 1024).toFixed(1)} KB`,
    );
  }
}
