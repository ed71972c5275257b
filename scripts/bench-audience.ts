import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { runScript, waitForReady, type ScriptRun } from '#tests/helpers/production.ts';
import { startTestStack } from '#tests/helpers/stack.ts';
import { buildApps } from './build-apps.ts';

/**
 * npm run bench -- --audience: cookie-less audience counting, side by side in one run, on its own stack
 * (ELO_BENCH_AUDIENCE_PORT_BASE, default 29321) and site build.
 *
 * - Ingestion: anonymous page loads at a fixed rate (open loop, 500/s by default) for 60 s against the
 *   production site server (npm run serve, its own process) with counting off (SITE_AUDIENCE=off), then
 *   the same with counting on: page p50/p95/p99 of both, and how many views were stored.
 * - Report: 5 million raw views made with generate_series (90 days, in time order as they would
 *   arrive), the 90-day report read straight from the raw rows (nothing rolled up: the baseline), then
 *   after the roll-up, side by side: today counted from its raw views on each report (as before) and
 *   today kept rolled up as batches are stored (p50/p95 of audience_report for 7/30/90 days), the cost
 *   of a batch, audience_path_views, and whether the roll-ups give the raw views' own figures.
 *
 * `--rate=N` views/s, `--seconds=N` per load run, `--rounds=N` off/on pairs, `--views=N` raw views (0: the
 * ingestion part only). Nothing is asserted.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const portBase = Number(process.env.ELO_BENCH_AUDIENCE_PORT_BASE ?? 29321);
const webPort = portBase + 50;
const site = `http://localhost:${webPort}`;
const rate = Number(arg('rate') ?? 500);
const seconds = Number(arg('seconds') ?? 60);
const rawViews = Number(arg('views') ?? 5_000_000);
const rounds = Number(arg('rounds') ?? 1);
const distDir = path.join(REPO_ROOT, '.local', 'bench-audience-dist');
const PAGES = ['/', '/events', '/blog', '/courses', '/privacidade'];
const CAMPAIGN = 'bench-audience';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

interface RateFigures {
  sent: number;
  answered: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * An open-loop load: requests leave at `perSecond` whatever the answers do (as visitors arrive), each
 * a page load of a different browser (the user agent varies), timed until its body is read.
 */
async function atRate(perSecond: number, durationMs: number): Promise<RateFigures> {
  const pool = new Pool(site, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  const fire = () => {
    const n = sent++;
    const pathname = `${PAGES[n % PAGES.length]}?utm_campaign=${CAMPAIGN}`;
    const headers = {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n % 5000}.0 Safari/537.36`,
    };
    const t0 = performance.now();
    const request = pool
      .request({ path: pathname, method: 'GET', headers })
      .then(async (response) => {
        for await (const chunk of response.body) void chunk;
        if (response.statusCode === 200) latencies.push(performance.now() - t0);
        else failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.floor((Math.min(elapsed, durationMs) / 1000) * perSecond);
      while (sent < due) fire();
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    sent,
    answered: latencies.length,
    failed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const fmtRate = (f: RateFigures) =>
  `${f.rps.toFixed(0)} pages/s answered of ${f.sent} sent, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, ` +
  `p99 ${f.p99.toFixed(1)} ms${f.failed ? `, ${f.failed} failed` : ''}`;

async function startSite(env: Record<string, string>): Promise<ScriptRun> {
  const server = runScript(
    'serve.ts',
    [],
    { PORT: String(webPort), ELO_DIST_DIR: distDir, ...env },
    3_600_000,
  );
  await waitForReady(server, 'Site: ');
  return server;
}

async function timeQuery(db: pg.Client, sql: string, params: unknown[], runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const fmtTimes = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (n=${times.length})`;

/** Raw views of the last 90 days (today included), day after day as a site would have stored them. */
const generateViewsSql = (count: number) => `
  insert into private.audience_views
    (day, at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
  select t.day, (t.day::timestamp + make_interval(secs => (g % 86400)::int)) at time zone 'America/Sao_Paulo',
         '/blog/artigo-' || ((g * 7919) % 400),
         case when g % 10 >= 5 then 'site' || (g % 37) || '.com.br' end,
         case when g % 13 = 0 then 'linkedin' end,
         case when g % 13 = 0 then 'social' end,
         case when g % 13 = 0 then 'campanha-' || (g % 20) end,
         (array['mobile', 'tablet', 'desktop'])[1 + g % 3],
         (g * 2654435761) % 20000
    from generate_series(0::bigint, ${count - 1}) g,
         lateral (select (now() at time zone 'America/Sao_Paulo')::date - 89 + (g * 90 / ${count})::int as day) t`;

/** `--views=0`: the ingestion part only. */
class Stop extends Error {}

const report: string[] = [];
/** Each figure is printed as soon as it is known (a run takes minutes) and again in the summary. */
function note(line: string): void {
  console.log(line);
  report.push(line);
}
note(
  `Machine: ${os.cpus().length} cores, load average ${loadAverage()} at start (shared machine: compare the figures side by side only)`,
);
const stack = await startTestStack({ portBase, timeoutMs: 180_000, env: { ELO_SITE_URL: site } });
let server: ScriptRun | undefined;
const db = new pg.Client({ connectionString: stack.dbUrl });
try {
  await db.connect();
  buildApps(distDir, { VITE_SUPABASE_URL: stack.apiUrl }, ['site']);
  mkdirSync(path.join(distDir, 'admin'), { recursive: true });
  writeFileSync(path.join(distDir, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
  const siteEnv = {
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SITE_DATABASE_URL: stack.dbUrl,
  };

  note(`Ingestion: ${rate} anonymous page loads/s for ${seconds} s (open loop), pages ${PAGES.join(' ')}`);
  const figures: Record<'off' | 'on', RateFigures> = {} as Record<'off' | 'on', RateFigures>;
  // Off and on alternate `--rounds` times, so a machine whose load drifts weighs on both alike.
  const modes = Array.from({ length: rounds }, () => ['off', 'on'] as const).flat();
  for (const mode of modes) {
    server = await startSite({ ...siteEnv, SITE_AUDIENCE: mode });
    await atRate(100, 3000);
    // The warm-up's views are not part of the figure.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await db.query('truncate private.audience_views');
    figures[mode] = await atRate(rate, seconds * 1000);
    await server.stop();
    server = undefined;
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from private.audience_views where utm_campaign = $1',
      [CAMPAIGN],
    );
    note(
      `  counting ${mode.padEnd(3)}: ${fmtRate(figures[mode])}; views stored: ${rows[0]!.n} (load average ${loadAverage()})`,
    );
    const change = mode === 'on' ? (figures.on.p99 / figures.off.p99 - 1) * 100 : null;
    if (change !== null)
      note(
        `  page p99 with counting on vs the off run just before: ${change >= 0 ? '+' : ''}${change.toFixed(1)}%`,
      );
  }

  if (rawViews <= 0) throw new Stop();
  await db.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', false)`);
  await db.query(
    'truncate private.audience_views, private.audience_days, private.audience_pages, private.audience_referrers, private.audience_campaigns, private.audience_devices, private.audience_seen',
  );
  let t0 = performance.now();
  await db.query(generateViewsSql(rawViews));
  await db.query('analyze private.audience_views');
  note(
    `Report: ${rawViews.toLocaleString('en')} raw views over 90 days made in ${((performance.now() - t0) / 1000).toFixed(0)} s (load average ${loadAverage()})`,
  );
  // Minutes a run on a loaded machine: one run says enough.
  const baseline = await timeQuery(db, 'select public.audience_report(90)', [], 1);
  note(`  baseline, 90-day report from raw views only (nothing rolled up): ${fmtTimes(baseline)}`);
  t0 = performance.now();
  const rolled = await db.query<{ n: number }>('select private.audience_rollup() as n');
  note(`  roll-up of ${rolled.rows[0]!.n} days: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // Should the roll-up have deleted raw views older than 30 days, put them back, so the raw table holds
  // all 5 million again.
  const { rows: kept } = await db.query<{ n: string }>('select count(*) as n from private.audience_views');
  if (Number(kept[0]!.n) !== rawViews) {
    await db.query('truncate private.audience_views');
    await db.query(generateViewsSql(rawViews));
    await db.query('analyze private.audience_views');
  }
  const { rows: sizes } = await db.query<{ raw: string; today: string }>(
    `select count(*) as raw, count(*) filter (where day = (now() at time zone 'America/Sao_Paulo')::date) as today
       from private.audience_views`,
  );
  note(`  raw views after the roll-up: ${sizes[0]!.raw} (today: ${sizes[0]!.today})`);
  const reportTimes = async (label: string) => {
    const figures: Record<number, number[]> = {};
    for (const days of [90, 30, 7]) {
      await timeQuery(db, 'select public.audience_report($1)', [days], 2);
      figures[days] = await timeQuery(db, 'select public.audience_report($1)', [days], 30);
      note(
        `  ${label}, audience_report(${days}): ${fmtTimes(figures[days])} (load average ${loadAverage()})`,
      );
    }
    return figures;
  };
  const today = `(now() at time zone 'America/Sao_Paulo')::date`;
  // As it was before batches were added to today's roll-up as they are stored: today's raw views counted
  // on every report.
  await db.query(`delete from private.audience_days where day = ${today}`);
  const before = await reportTimes('today counted from raw views on each report (before)');
  t0 = performance.now();
  await db.query(`select private.audience_rollup_day(${today})`);
  note(
    `  today rolled up from its ${sizes[0]!.today} raw views in one go (done once: by the first batch after this change is deployed, or after the day's mark is removed): ${(performance.now() - t0).toFixed(0)} ms`,
  );
  // Batches as the site server sends them: 500 views, visitors partly coming back, added to the roll-up.
  const batches: number[] = [];
  for (let i = 0; i < 40; i++) {
    const views = Array.from({ length: 500 }, (_, n) => ({
      at: new Date().toISOString(),
      path: `/blog/artigo-${(i * 500 + n) % 400}`,
      referrer_host: n % 2 ? 'linkedin.com' : null,
      utm_source: n % 13 === 0 ? 'linkedin' : null,
      utm_campaign: n % 13 === 0 ? `campanha-${n % 20}` : null,
      device: ['mobile', 'tablet', 'desktop'][n % 3],
      ip: `198.51.100.${(i * 37 + n) % 250}`,
      user_agent: `Mozilla/5.0 Chrome/131.0.${n % 7}.0`,
      host: 'elocx.com.br',
    }));
    const start = performance.now();
    await db.query('select private.audience_record($1::jsonb)', [JSON.stringify(views)]);
    batches.push(performance.now() - start);
  }
  batches.sort((a, b) => a - b);
  note(`  audience_record, batches of 500 views added to today's roll-up: ${fmtTimes(batches)}`);
  const after = await reportTimes('today read from its roll-up (after)');
  for (const days of [90, 30, 7]) {
    note(
      `  audience_report(${days}) p95: ${percentile(before[days]!, 95).toFixed(1)} ms before, ${percentile(after[days]!, 95).toFixed(1)} ms after`,
    );
  }
  // The figures are the raw views' own: the 7-day report from the roll-ups and from the raw views alike.
  const rolledUp = await db.query<{ r: unknown }>('select public.audience_report(7) as r');
  await db.query(`delete from private.audience_days where day > ${today} - 14`);
  const fromRaw = await db.query<{ r: unknown }>('select public.audience_report(7) as r');
  note(
    `  audience_report(7) from the roll-ups ${JSON.stringify(rolledUp.rows[0]!.r) === JSON.stringify(fromRaw.rows[0]!.r) ? 'equals' : 'DIFFERS FROM'} the one counted from raw views`,
  );
  await db.query('select private.audience_rollup()');
  const paths = Array.from({ length: 50 }, (_, i) => `/blog/artigo-${i}`);
  note(
    `  audience_path_views(50 paths, 30 days): ${fmtTimes(await timeQuery(db, 'select * from public.audience_path_views($1, 30)', [paths], 30))}`,
  );
  note(`Load average at the end: ${loadAverage()}`);
} catch (error) {
  if (!(error instanceof Stop)) throw error;
} finally {
  await server?.stop();
  await db.end().catch(() => undefined);
  await stack.stop();
}
console.log(['', 'Audience benchmark', ...report].join('\n'));
