import pg from 'pg';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { createTestAccount } from '#tests/helpers/db.ts';
import { startTestStack } from '#tests/helpers/stack.ts';
import { SCALE_COUNTS, scaleDataSql } from './bench-scale-data.ts';
import { measureSearch } from './bench-search.ts';

/**
 * npm run bench -- --scale: the back-office and home reads against a production-sized data set, through
 * the gateway with an admin token, sent as the apps send them. Own stack on ELO_BENCH_SCALE_PORT_BASE
 * (default 19000) and a temporary data folder, removed at the end. `--count=exact` measures lists with
 * another count mode (e.g. estimated); `--requests=N` per query (default 60).
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const portBase = Number(process.env.ELO_BENCH_SCALE_PORT_BASE ?? 19000);
const requests = Number(arg('requests') ?? 60);
// The back-office's lists send ra-data-postgrest's exact count (PostgREST's estimate under row-level
// security is off by up to half, see --count=estimated).
const countPrefer = `count=${arg('count') ?? 'exact'}`;

interface Probe {
  label: string;
  path: string;
  body?: unknown;
  list?: boolean;
  admin?: boolean;
}

// The site's public reads name their columns (visitors may not read author_id): the same lists as
// site/src/data/reads.server.ts, without spaces as supabase-js sends them.
const EVENT_COLUMNS =
  'id,title,description,start_date,end_date,is_online,location,city,region,country,topics,external_link,is_active,created_at,updated_at';
const VIDEO_COLUMNS =
  'id,title,description,video_url,thumbnail_url,tags,is_active,file_size_bytes,duration_seconds,width_pixels,height_pixels,video_format,created_at,updated_at';

/** The members list's RPC body, as the back-office sends it (20 per page, newest first). */
const memberPage = (q: string, offset: number) => ({
  q,
  _limit: 20,
  _offset: offset,
  _sort: 'created_at',
  _order: 'desc',
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const t0 = performance.now();
const stack = await startTestStack({ portBase, timeoutMs: 180_000 });
const report: string[] = [];
try {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  let adminJwt: string;
  let adminId: string;
  let hasSearchRpc: boolean;
  try {
    const admin = await createTestAccount(db, { admin: true, label: 'bench-scale' });
    adminJwt = admin.jwt;
    adminId = admin.id;
    const loadStart = performance.now();
    await db.query(scaleDataSql(adminId));
    await db.query('vacuum analyze');
    report.push(
      `Data set: ${Object.entries(SCALE_COUNTS)
        .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
        .join(', ')}; loaded and analysed in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    const { rows: sizes } = await db.query<{ heap: string }>(
      `select pg_size_pretty(pg_relation_size('public.members')) as heap`,
    );
    report.push(`members heap: ${sizes[0]!.heap}`);
    const { rows } = await db.query(
      `select to_regprocedure('public.search_members(text,integer,integer,text,text)') is not null as present`,
    );
    hasSearchRpc = Boolean(rows[0]?.present);
    report.push(...(await measureSearch(db, requests, stack.apiUrl)));
  } finally {
    await db.end();
  }

  const api = `${stack.apiUrl}/rest/v1`;
  const today = new Date(new Date().setHours(0, 0, 0, 0)).toISOString();
  const probes: Probe[] = [
    {
      label: 'members page 1 (REST)',
      path: 'members?offset=0&limit=20&order=created_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: 'members page 2000 (REST)',
      path: 'members?offset=39980&limit=20&order=created_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: "members search 'silva' (REST ilike)",
      path: 'members?offset=0&limit=20&or=(full_name.ilike.*silva*,email.ilike.*silva*)&order=created_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    ...(hasSearchRpc
      ? [
          { label: 'members page 1 (RPC)', path: 'rpc/search_members', body: memberPage('', 0), admin: true },
          {
            label: 'members page 2000 (RPC)',
            path: 'rpc/search_members',
            body: memberPage('', 39980),
            admin: true,
          },
          {
            label: "members search 'silva' (RPC)",
            path: 'rpc/search_members',
            body: memberPage('silva', 0),
            admin: true,
          },
          {
            label: "members search 'ana ribeiro' (RPC)",
            path: 'rpc/search_members',
            body: memberPage('ana ribeiro', 0),
            admin: true,
          },
        ]
      : []),
    { label: 'member statistics (RPC)', path: 'rpc/get_member_statistics', body: {}, admin: true },
    {
      label: 'events admin list',
      path: 'events?offset=0&limit=25&order=start_date.asc.nullslast',
      list: true,
      admin: true,
    },
    {
      label: 'blog admin list (Meus posts)',
      path: `posts?offset=0&limit=25&author_id=eq.${adminId}&type=eq.blog&order=updated_at.desc.nullsfirst`,
      list: true,
      admin: true,
    },
    {
      label: 'blog admin list (Todos)',
      path: 'posts?offset=0&limit=25&type=eq.blog&order=updated_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: 'landing pages admin list (Todas)',
      path: 'posts?offset=0&limit=50&type=eq.landing-pages&order=updated_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: 'jobs admin list',
      path: 'jobs?offset=0&limit=25&order=created_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: 'courses admin list',
      path: 'courses?offset=0&limit=24&order=created_at.desc.nullsfirst',
      list: true,
      admin: true,
    },
    {
      label: 'home: next events',
      path: `events?select=${EVENT_COLUMNS}&is_active=eq.true&start_date=gte.${today}&order=start_date.asc&limit=3`,
    },
    {
      label: 'home: latest courses',
      path: 'courses?select=*&is_active=eq.true&order=created_at.desc&limit=4',
    },
    {
      label: 'home: latest blog posts',
      path: 'posts?select=id,title,excerpt,cover_image_url,slug,published_at&type=eq.blog&status=eq.published&order=published_at.desc&limit=3',
    },
    { label: 'home: member showcase (RPC)', path: 'rpc/get_member_showcase', body: { _limit: 12 } },
    { label: 'home: ambassadors', path: 'ambassadors?select=*&is_active=eq.true&order=name.asc' },
    {
      label: 'home: latest video',
      path: `videos?select=${VIDEO_COLUMNS}&is_active=eq.true&order=created_at.desc&limit=1`,
    },
  ];

  report.push(
    `Lists sent with Prefer: ${countPrefer}; ${requests} sequential requests per query after 3 warm-ups`,
  );
  for (const probe of probes) {
    const headers: Record<string, string> = {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${probe.admin ? adminJwt : LOCAL_ANON_KEY}`,
      Accept: 'application/json',
      ...(probe.list ? { Prefer: countPrefer } : {}),
      ...(probe.body ? { 'Content-Type': 'application/json' } : {}),
    };
    const send = () =>
      fetch(`${api}/${probe.path}`, {
        method: probe.body ? 'POST' : 'GET',
        headers,
        body: probe.body ? JSON.stringify(probe.body) : undefined,
      });
    let detail = '';
    for (let i = 0; i < 3; i++) {
      const res = await send();
      const json = (await res.json()) as unknown;
      if (!res.ok) {
        detail = `failed: HTTP ${res.status} ${JSON.stringify(json)}`;
        break;
      }
      const range = res.headers.get('content-range');
      const first = Array.isArray(json) ? (json[0] as Record<string, unknown> | undefined) : undefined;
      detail =
        first?.total_count != null
          ? `total ${String(first.total_count)}`
          : range && !range.endsWith('*')
            ? `total ${range.split('/')[1]}`
            : '';
    }
    if (detail.startsWith('failed')) {
      report.push(`${probe.label}: ${detail}`);
      continue;
    }
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await send();
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    report.push(
      `${probe.label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms${detail ? ` (${detail})` : ''}`,
    );
  }
} finally {
  await stack.stop();
}
console.log(
  `\nElo CX scale benchmark (${new Date().toISOString()}, ${((performance.now() - t0) / 1000).toFixed(0)} s)\n${report.map((l) => `- ${l}`).join('\n')}`,
);
