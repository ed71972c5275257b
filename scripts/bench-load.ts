import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import pg from 'pg';
import { Pool } from 'undici';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { createTestAccount } from '#tests/helpers/db.ts';
import { signedInMember } from '#tests/helpers/member-session.ts';
import { startTestStack } from '#tests/helpers/stack.ts';
import { buildApps } from './build-apps.ts';
import { cpuPerRequest, cpuSnapshot, type CpuGroup } from './process-cpu.ts';
import { readProcess } from './process-tree.ts';
import { SCALE_COUNTS, scaleDataSql } from './bench-scale-data.ts';

/**
 * npm run bench -- --load: the production site server under load, on loopback, side by side in one
 * run. Its own stack (ELO_BENCH_LOAD_PORT_BASE, default 31321) and site build; the server runs as
 * `npm run serve` does, in a process of its own (listening to the database for content changes).
 *
 * - anonymous `/`, `/events`, `/events/{id}`, `/blog/{slug}` at 50 connections, beside the same blog
 *   page as a static precompressed file from the same server (req/s, p50, p99);
 * - a signed-in member's page (rendered for them every time) at 10 connections, twice side by side:
 *   a session signed as the stack signs them (ES256 + kid: the site verifies it locally from the
 *   published keys) and one signed with the legacy HS256 secret, which the site can only check by asking
 *   the auth server (/auth/v1/user), i.e. the cost of that round trip; then again with the server's
 *   PostgREST calls through the stack's gateway instead of straight to PostgREST; each with the CPU
 *   every process spent per page (site, load generator, gateway, PostgREST, PostgreSQL);
 * - the server's resident memory after 20,000 requests and after a second 20,000;
 * - the same static file and member pages against ELO_SITE_WORKERS cluster workers (what start:prod
 *   runs; default one per core), beside the single process of `npm run serve`;
 * - at 100k members / 10k events / 10k posts (scripts/bench-scale-data.ts): how much of the published
 *   content the sitemap index lists, and /events server time (p95; every request a new render).
 *
 * `--seconds=N` per load run (default 10); `--only=pages,member,memory,cluster,scale` runs some parts
 * (the static baseline always runs). Every figure carries the load average of the minute it was taken
 * in. Nothing is asserted: the figures are printed.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const portBase = Number(process.env.ELO_BENCH_LOAD_PORT_BASE ?? 31321);
const webPort = Number(process.env.PORT ?? portBase + 50);
const seconds = Number(arg('seconds') ?? 10);
const only = arg('only')?.split(',');
const runs = (part: 'pages' | 'member' | 'memory' | 'cluster' | 'scale') => !only || only.includes(part);
const distDir = path.join(REPO_ROOT, '.local', 'bench-load-dist');
const site = `http://localhost:${webPort}`;
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
/**
 * Extra Node flags for the site server only, e.g. ELO_BENCH_SITE_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=/tmp/prof' to profile its renders under the bench's load (Node refuses --cpu-prof in
 * NODE_OPTIONS, and the stack's processes need no profile).
 */
const siteNodeArgs = (process.env.ELO_BENCH_SITE_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A closed-loop load: `connections` clients, each sending its next request when the last one is
 * answered (read to the end), for `durationMs` or until `total` requests went out.
 */
async function load({
  paths,
  connections,
  durationMs,
  total,
  headers = BROWSER,
}: {
  paths: string[];
  connections: number;
  durationMs?: number;
  total?: number;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const pool = new Pool(site, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  let errors = 0;
  let unexpected = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = durationMs === undefined ? Infinity : started + durationMs;
  const more = () => performance.now() < deadline && (total === undefined || sent < total);
  const client = async () => {
    while (more()) {
      const pathname = paths[sent++ % paths.length]!;
      const t0 = performance.now();
      try {
        const response = await pool.request({ path: pathname, method: 'GET', headers });
        for await (const chunk of response.body) void chunk;
        if (response.statusCode !== 200) unexpected++;
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    unexpected,
  };
}

/** The one-minute load average now: other work on the machine skews every figure. */
const loadNow = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

const fmt = (f: LoadFigures) =>
  `${f.rps.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms ` +
  `(${f.requests} answers${f.unexpected ? `, ${f.unexpected} not 200` : ''}${f.errors ? `, ${f.errors} errors` : ''}; ${loadNow()})`;

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const found = readProcess(pid);
  if (!found) throw new Error(`Process ${pid} is gone: no CPU time to read.`);
  return found.cpuMs;
}

interface SiteProcess {
  pid: number;
  /** The processes that serve (the cluster's workers, or the one process). */
  workerPids: number[];
  stop(): Promise<void>;
}

/**
 * `npm run serve` on the bench build (or, with `workers`, scripts/bench-site-cluster.ts: that many
 * cluster workers as start:prod runs them), in its own process group, once it prints its address.
 */
async function startSite(env: Record<string, string>, workers?: number): Promise<SiteProcess> {
  const entry = workers ? 'bench-site-cluster.ts' : 'serve.ts';
  const child: ChildProcess = spawn(
    process.execPath,
    [...siteNodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'scripts', entry)],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(webPort),
        ELO_DIST_DIR: distDir,
        ...(workers ? { ELO_SITE_WORKERS: String(workers) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Site: ')) {
    if (child.exitCode !== null) throw new Error(`The site server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The site server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const workerPids = /workers ([\d,]+)/.exec(output)?.[1]?.split(',').map(Number) ?? [child.pid!];
  return {
    pid: child.pid!,
    workerPids,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function firstRow(api: string, query: string, column: string): Promise<string> {
  const rows = (await (
    await fetch(`${api}/rest/v1/${query}`, { headers: { apikey: LOCAL_ANON_KEY } })
  ).json()) as Array<Record<string, string>>;
  if (!rows[0]?.[column]) throw new Error(`No row for ${query}`);
  return rows[0][column];
}

/** Every URL the sitemap lists, following the index to each child file. */
async function sitemapUrls(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const files = locs(await (await fetch(`${site}/sitemap.xml`)).text());
  const urls: string[] = [];
  for (const file of files)
    urls.push(...locs(await (await fetch(`${site}${new URL(file).pathname}`)).text()));
  return urls;
}

async function timeSequential(paths: string[], headers: Record<string, string> = BROWSER): Promise<number[]> {
  const times: number[] = [];
  for (const pathname of paths) {
    const t0 = performance.now();
    const response = await fetch(`${site}${pathname}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const report: string[] = [
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at start (shared machines skew every figure: compare runs side by side only)`,
];
const t0 = performance.now();
const stack = await startTestStack({ portBase, timeoutMs: 180_000, env: { ELO_SITE_URL: site } });
let server: SiteProcess | undefined;
const db = new pg.Client({ connectionString: stack.dbUrl });
try {
  await db.connect();
  const api = stack.apiUrl;
  buildApps(distDir, { VITE_SUPABASE_URL: api }, ['site']);
  // The server needs the back-office's entry file; the back-office is not measured here.
  mkdirSync(path.join(distDir, 'admin'), { recursive: true });
  writeFileSync(path.join(distDir, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');

  const now = new Date().toISOString();
  const eventId = await firstRow(
    api,
    `events?select=id&is_active=eq.true&end_date=gte.${now}&order=start_date.asc&limit=1`,
    'id',
  );
  const slug = await firstRow(
    api,
    'posts?select=slug&type=eq.blog&status=eq.published&order=published_at.desc&limit=1',
    'slug',
  );
  const pages = ['/', '/events', `/events/${eventId}`, `/blog/${slug}`];
  // As start:prod runs it: the server's PostgREST calls go to PostgREST itself.
  const siteEnv = {
    SUPABASE_URL: api,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SITE_DATABASE_URL: stack.dbUrl,
    ELO_INTERNAL_REST_URL: stack.restUrl,
  };

  // The blog page's HTML as a static file, precompressed as the build does for assets.
  server = await startSite(siteEnv);
  const html = Buffer.from(await (await fetch(`${site}/blog/${slug}`)).arrayBuffer());
  await server.stop();
  const staticFile = path.join(distDir, 'site', 'client', 'bench-static.html');
  writeFileSync(staticFile, html);
  writeFileSync(
    `${staticFile}.br`,
    brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${staticFile}.gz`, gzipSync(html, { level: 9 }));
  server = await startSite(siteEnv);
  report.push(
    `Site server (npm run serve, one process) on ${site}; page cache ${process.env.SITE_PAGE_CACHE_SECONDS ?? 5} s fresh; ` +
      `RSS at start ${rssMb(server.pid).toFixed(0)} MB; blog page ${(html.length / 1024).toFixed(0)} KB of HTML; ` +
      `its PostgREST calls go to PostgREST directly`,
  );

  const durationMs = seconds * 1000;
  const warm = async (paths: string[], headers?: Record<string, string>) =>
    load({ paths, connections: 4, total: 40, headers });
  const staticBaseline = async (label: string) => {
    const figures = await load({ paths: ['/bench-static.html'], connections: 50, durationMs });
    report.push(
      `${label}: static precompressed file (the blog page's HTML), 50 connections: ${fmt(figures)}`,
    );
    return figures;
  };
  await warm(['/bench-static.html', ...pages]);
  const staticFigures = await staticBaseline('One process');
  if (runs('pages')) {
    for (const pathname of pages) {
      const figures = await load({ paths: [pathname], connections: 50, durationMs });
      report.push(
        `One process: anonymous ${pathname.replace(eventId, '{id}').replace(slug, '{slug}')}, 50 connections: ${fmt(figures)}; ` +
          `${((figures.rps / staticFigures.rps) * 100).toFixed(0)}% of the static file`,
      );
    }
  }

  // Two members: one whose session the site verifies from the published keys (as every session the
  // stack issues now), one whose legacy token makes it ask the auth server (the former cost).
  const keysFile = path.join(stack.stackDir, 'signing-keys.json');
  const members = {
    local: await signedInMember(stack.dbUrl, api, {
      name: 'Membro Bench',
      email: 'membro.bench@example.com.br',
      signingKeysFile: keysFile,
    }),
    roundTrip: await signedInMember(stack.dbUrl, api, {
      name: 'Membro Bench Legado',
      email: 'membro.bench.legado@example.com.br',
    }),
  };
  const memberCpuGroups = (site: SiteProcess): CpuGroup[] => [
    { label: 'site', has: (p) => p.pid === site.pid || site.workerPids.includes(p.pid) },
    { label: 'load generator', has: (p) => p.pid === process.pid },
    { label: 'stack gateway/auth/storage (Node)', has: (p) => p.pid === stack.pid },
    { label: 'PostgREST', has: (p) => p.name === 'postgrest' },
    { label: 'PostgreSQL', has: (p) => p.name === 'postgres' },
  ];
  const memberPages = async (label: string) => {
    for (const [kind, member] of Object.entries(members)) {
      const headers = { ...BROWSER, cookie: member.cookie };
      const probe = await fetch(`${site}/member/dashboard`, { headers });
      if (!(await probe.text()).includes(member.name)) {
        throw new Error('The member page did not render for the member.');
      }
      await warm(['/member/dashboard'], headers);
      // Every process the page's requests touch, and what each spent on them.
      const roots = [server!.pid, stack.pid];
      const before = cpuSnapshot(roots);
      const result = await load({ paths: ['/member/dashboard'], connections: 10, durationMs, headers });
      const where = cpuPerRequest(before, cpuSnapshot(roots), result.requests, memberCpuGroups(server!));
      const how =
        kind === 'local'
          ? 'session verified locally (getClaims, published keys)'
          : 'session checked by the auth server (/auth/v1/user round trip)';
      report.push(
        `${label}: signed-in member page /member/dashboard, ${how}, rendered every time ` +
          `(x-cache ${probe.headers.get('x-cache')}), 10 connections: ${fmt(result)}; ${where}`,
      );
    }
  };
  if (runs('member')) {
    await memberPages('One process');
    // Beside it, the same pages with the server's PostgREST calls through the stack's gateway (the
    // path of a hosted project, and of start:prod before they went straight to PostgREST).
    await server.stop();
    server = await startSite({ ...siteEnv, ELO_INTERNAL_REST_URL: '' });
    await memberPages('One process, PostgREST calls through the gateway');
    await server.stop();
    server = await startSite(siteEnv);
  }

  if (runs('memory')) {
    const before = rssMb(server.pid);
    const mix = [...pages, '/bench-static.html', '/courses', '/blog', '/news'];
    const first = await load({ paths: mix, connections: 50, total: 20_000 });
    const afterFirst = rssMb(server.pid);
    const second = await load({ paths: mix, connections: 50, total: 20_000 });
    const afterSecond = rssMb(server.pid);
    report.push(
      `One process: site server RSS ${before.toFixed(0)} MB before, ${afterFirst.toFixed(0)} MB after 20,000 requests ` +
        `(${first.rps.toFixed(0)} req/s), ${afterSecond.toFixed(0)} MB after a second 20,000 (${second.rps.toFixed(0)} req/s); ` +
        `mix of ${mix.length} public paths at 50 connections (${loadNow()})`,
    );
  }

  if (runs('cluster')) {
    await server.stop();
    const workers = Number(process.env.ELO_SITE_WORKERS || os.availableParallelism());
    server = await startSite(siteEnv, workers);
    const label = `Cluster of ${workers} workers (as start:prod)`;
    await warm(['/bench-static.html', ...pages]);
    await staticBaseline(label);
    if (runs('member')) await memberPages(label);
    report.push(
      `${label}: RSS per worker ${server.workerPids.map((pid) => `${rssMb(pid).toFixed(0)} MB`).join(', ')} after its runs`,
    );
    await server.stop();
    server = await startSite(siteEnv);
  }

  if (runs('scale')) {
    // Production-sized data: 100k members, 10k events, 10k posts (…), loaded straight into the database.
    const admin = await createTestAccount(db, { admin: true, label: 'bench-load' });
    const loadStart = performance.now();
    await db.query(scaleDataSql(admin.id));
    await db.query('vacuum analyze');
    report.push(
      `Scale data: ${Object.entries(SCALE_COUNTS)
        .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
        .join(', ')}, loaded in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`,
    );
    const { rows } = await db.query<{ blog: number; lp: number; news: number; events: number; past: number }>(
      `select
         (select count(*)::int from public.posts where type = 'blog' and status = 'published' and published_at <= now()) as blog,
         (select count(*)::int from public.posts where type = 'landing-pages' and status = 'published' and published_at <= now()) as lp,
         (select count(*)::int from public.posts where type = 'news' and status = 'published' and published_at <= now()) as news,
         (select count(*)::int from public.events where is_active) as events,
         (select count(*)::int from public.events where is_active and end_date < now()) as past`,
    );
    const expected = rows[0]!;
    const urls = await sitemapUrls();
    const count = (prefix: string) => urls.filter((url) => url.startsWith(`${site}${prefix}`)).length;
    const listed = { blog: count('/blog/'), lp: count('/lp/'), events: count('/events/') };
    const newsPages = urls.filter((url) => url === `${site}/news` || url.startsWith(`${site}/news?`)).length;
    const wanted = expected.blog + expected.lp + expected.events;
    const got = listed.blog + listed.lp + listed.events;
    report.push(
      `Sitemap index at scale: ${((got / wanted) * 100).toFixed(1)}% of published pages listed ` +
        `(blog ${listed.blog}/${expected.blog}, landing pages ${listed.lp}/${expected.lp}, ` +
        `events ${listed.events}/${expected.events}; ${newsPages} /news pages for ${expected.news} news items; ` +
        `${urls.length} URLs in all)`,
    );

    // /events rendered anew each time (a query string the cache has never seen), one after another.
    // Beside it, the same sequential client fetching the static file: the machine's floor for one request.
    const staticTimes = await timeSequential(Array.from({ length: 200 }, () => '/bench-static.html'));
    const renderCpu = cpuMs(server.pid);
    const renders = await timeSequential(Array.from({ length: 200 }, (_, i) => `/events?r=${i}`));
    const renderCpuMs = (cpuMs(server.pid) - renderCpu) / 200;
    const deep = await timeSequential(Array.from({ length: 100 }, (_, i) => `/events?pagina=40&r=${i}`));
    report.push(
      `/events at scale (${expected.past.toLocaleString('en')} past events), every request a new render: ` +
        `p50 ${percentile(renders, 50).toFixed(1)} ms, p95 ${percentile(renders, 95).toFixed(1)} ms (n=200); ` +
        `site server CPU ${renderCpuMs.toFixed(1)} ms per render; ` +
        `page 40: p95 ${percentile(deep, 95).toFixed(1)} ms (n=100); static file by the same client: ` +
        `p50 ${percentile(staticTimes, 50).toFixed(1)} ms, p95 ${percentile(staticTimes, 95).toFixed(1)} ms (${loadNow()})`,
    );
    // The page's read as its loader makes it: one call for the page of events with its total and
    // each event's confirmed members.
    const loaderReads: number[] = [];
    for (let i = 0; i < 100; i++) {
      const start = performance.now();
      const page = await fetch(`${api}/rest/v1/rpc/upcoming_events_listing?_limit=24&_offset=0`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      await page.arrayBuffer();
      loaderReads.push(performance.now() - start);
    }
    loaderReads.sort((a, b) => a - b);
    report.push(
      `/events loader's read at scale through PostgREST (one call: page, total and attendance): ` +
        `p50 ${percentile(loaderReads, 50).toFixed(1)} ms, p95 ${percentile(loaderReads, 95).toFixed(1)} ms (n=100; ${loadNow()})`,
    );
    const restTimes = async (query: string) => {
      const times: number[] = [];
      for (let i = 0; i < 100; i++) {
        const start = performance.now();
        const response = await fetch(`${api}/rest/v1/${query}`, {
          headers: { apikey: LOCAL_ANON_KEY, Prefer: 'count=exact' },
        });
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b);
    };
    const columns = 'id,title,start_date,end_date';
    const viaFunction = await restTimes('rpc/upcoming_events_page?_limit=24&_offset=0');
    const oldQuery = await restTimes(
      `events?select=${columns}&is_active=eq.true&end_date=gte.${new Date().toISOString()}&order=start_date.asc,id.asc&offset=0&limit=24`,
    );
    report.push(
      `/events read at scale through PostgREST, page 1 with its count: upcoming_events_page() p95 ` +
        `${percentile(viaFunction, 95).toFixed(1)} ms; the former events query (end_date filter, start_date order) p95 ` +
        `${percentile(oldQuery, 95).toFixed(1)} ms (n=100 each)`,
    );
  }
} finally {
  await server?.stop();
  await db.end().catch(() => undefined);
  await stack.stop();
}
console.log(
  `\nElo CX load benchmark (${new Date().toISOString()}, ${((performance.now() - t0) / 1000).toFixed(0)} s)\n${report
    .map((line) => `- ${line}`)
    .join('\n')}`,
);
