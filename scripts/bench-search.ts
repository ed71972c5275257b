import type pg from 'pg';

/**
 * The site search's server time at scale (part of `npm run bench -- --scale`): the search function as a
 * visitor calls it, timed by PostgreSQL itself (EXPLAIN ANALYZE planning + execution), so the figure is
 * the database's work without the network or PostgREST around it.
 */
const SEARCH_QUERIES: ReadonlyArray<{ label: string; q: string }> = [
  { label: 'one word, accented', q: 'experiência' },
  { label: 'one word, no accent', q: 'experiencia' },
  { label: 'three words, accented', q: 'métricas cultura atendimento' },
  { label: 'three words, no accent', q: 'metricas cultura atendimento' },
  { label: 'misspelling (suggestion path)', q: 'experiensia' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function serverTimeMs(db: pg.Client, q: string): Promise<{ ms: number; rows: number }> {
  await db.query('begin');
  try {
    await db.query('set local role anon');
    const { rows } = await db.query<{ 'QUERY PLAN': Array<Record<string, unknown>> }>(
      `explain (analyze, format json) select * from public.search_site(${db.escapeLiteral(q)}, 10)`,
    );
    const plan = rows[0]!['QUERY PLAN'][0]!;
    const root = plan.Plan as { 'Actual Rows': number };
    return {
      ms: Number(plan['Planning Time']) + Number(plan['Execution Time']),
      rows: root['Actual Rows'],
    };
  } finally {
    await db.query('rollback');
  }
}

export async function measureSearch(db: pg.Client, requests: number): Promise<string[]> {
  const lines: string[] = [];
  for (const { label, q } of SEARCH_QUERIES) {
    const warm = await serverTimeMs(db, q);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await serverTimeMs(db, q)).ms);
    times.sort((a, b) => a - b);
    lines.push(
      `search '${q}' (${label}): server p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${warm.rows} rows)`,
    );
  }
  return lines;
}
