import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

/**
 * The site search's server time at scale (part of `npm run bench -- --scale`), for each query shape the
 * product promises (one and three words, with and without accents, a misspelling), beside a baseline
 * measured the same way in the same run: reading one published post by its primary key.
 *
 * - server: PostgreSQL's own planning + execution time (EXPLAIN ANALYZE) as a visitor (role anon), so the
 *   figure is the database's work without the network or PostgREST around it;
 * - cpu: the time the database backend actually ran on a processor during the call (its
 *   /proc/<pid>/schedstat), which tells the work apart from waiting for a core on a busy machine;
 * - REST: the same call through the gateway and PostgREST, as the site sends it.
 *
 * The load average is printed with the figures: on a shared machine the wall times move with it.
 */
const SEARCH_QUERIES: ReadonlyArray<{ label: string; q: string }> = [
  { label: 'one word, accented', q: 'experiência' },
  { label: 'one word, no accent', q: 'experiencia' },
  { label: 'three words, accented', q: 'métricas cultura atendimento' },
  { label: 'three words, no accent', q: 'metricas cultura atendimento' },
  { label: 'misspelling, suggestion', q: 'experiensia' },
  { label: 'misspelling among 7k near-identical titles', q: 'publicasao' },
];

/** Results per kind: the search page's; the header's instant results ask for 3. */
const PER_KIND = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Nanoseconds the process has run on a processor (first field of /proc/<pid>/schedstat). */
function cpuNs(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

interface Sample {
  serverMs: number;
  cpuMs: number | null;
  rows: number;
}

async function explainAsVisitor(db: pg.Client, backendPid: number, sql: string): Promise<Sample> {
  await db.query('begin');
  try {
    await db.query('set local role anon');
    const before = cpuNs(backendPid);
    const { rows } = await db.query<{ 'QUERY PLAN': Array<Record<string, unknown>> }>(
      `explain (analyze, format json) ${sql}`,
    );
    const after = cpuNs(backendPid);
    const plan = rows[0]!['QUERY PLAN'][0]!;
    const root = plan.Plan as { 'Actual Rows': number };
    return {
      serverMs: Number(plan['Planning Time']) + Number(plan['Execution Time']),
      cpuMs: before != null && after != null ? (after - before) / 1e6 : null,
      rows: root['Actual Rows'],
    };
  } finally {
    await db.query('rollback');
  }
}

async function timeRest(url: string, init: RequestInit, requests: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requests + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 3) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const p50p95 = (sorted: number[]) => `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`;

async function measureSql(db: pg.Client, backendPid: number, sql: string, requests: number) {
  await explainAsVisitor(db, backendPid, sql);
  const samples: Sample[] = [];
  for (let i = 0; i < requests; i++) samples.push(await explainAsVisitor(db, backendPid, sql));
  const server = samples.map((s) => s.serverMs).sort((a, b) => a - b);
  const cpu = samples.flatMap((s) => (s.cpuMs == null ? [] : [s.cpuMs])).sort((a, b) => a - b);
  return `server ${p50p95(server)}${cpu.length ? `; cpu ${p50p95(cpu)}` : ''} (${samples[0]!.rows} rows)`;
}

export async function measureSearch(db: pg.Client, requests: number, apiUrl: string): Promise<string[]> {
  const lines: string[] = [];
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const { rows: pidRows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backendPid = pidRows[0]!.pid;
  const { rows: postRows } = await db.query<{ id: string }>(
    `select id from public.posts where status = 'published' and published_at <= now() limit 1`,
  );
  const postId = postRows[0]!.id;
  // How much the one-word query matches: every generated row holds it, the worst case for ranking.
  const { rows: matchRows } = await db.query<{ n: string }>(
    `with q as (select websearch_to_tsquery('public.pt_busca', 'experiência') as q)
     select (select count(*) from public.posts p, q
              where p.status = 'published' and p.published_at <= now() and p.search_document @@ q.q)
          + (select count(*) from public.events e, q where e.is_active and e.search_document @@ q.q)
          + (select count(*) from public.courses c, q where c.is_active and c.search_document @@ q.q)
          + (select count(*) from public.jobs j, q where j.is_active and j.search_document @@ q.q) as n`,
  );
  lines.push(
    `Search (${requests} runs per shape, ${PER_KIND} per kind; load average ${load()}; 'experiência' matches ${matchRows[0]!.n} visible rows)`,
  );
  lines.push(
    `  baseline, one post by id: ${await measureSql(db, backendPid, `select id, title from public.posts where id = ${db.escapeLiteral(postId)}`, requests)}`,
  );
  for (const { label, q } of SEARCH_QUERIES) {
    lines.push(
      `  search '${q}' (${label}): ${await measureSql(db, backendPid, `select * from public.search_site(${db.escapeLiteral(q)}, ${PER_KIND})`, requests)}`,
    );
  }

  const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const restOne = await timeRest(
    `${apiUrl}/rest/v1/posts?select=id,title&id=eq.${postId}`,
    { headers },
    requests,
  );
  lines.push(`  REST baseline, one post by id: ${p50p95(restOne)}`);
  for (const { q } of SEARCH_QUERIES.filter((_, i) => i === 0 || i === 2)) {
    const rest = await timeRest(
      `${apiUrl}/rest/v1/rpc/search_site`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ _q: q, _per_kind: PER_KIND }),
      },
      requests,
    );
    lines.push(`  REST search '${q}': ${p50p95(rest)}`);
  }
  lines.push(`  load average after the search runs: ${load()}`);
  return lines;
}
