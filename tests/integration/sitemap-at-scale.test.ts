import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { readUpcomingEvents as ReadUpcomingEvents } from '#site/src/data/reads/events.server.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { withDb } from '../helpers/db.ts';

/**
 * The sitemap and /events against a database with more rows than PostgREST's max_rows (1,000 in
 * supabase/config.toml): every published row is listed, through the loaders the site runs.
 */
const SITE = 'https://elocx.example';
const PREFIX = 'sitemap-escala';
const BLOG = 1_150;
const LANDINGS = 1_020;
const NEWS = 60;
const EVENTS = 1_080;
const PAST_EVENTS = 40;

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Promise<Response>;
let indexLoader: Loader;
let fileLoader: Loader;
let readUpcomingEvents: typeof ReadUpcomingEvents;

const ids = { events: [] as string[], pastEvents: [] as string[] };

async function fetchXml(loader: Loader, path: string, params: Record<string, string> = {}): Promise<string> {
  const response = await loader({ request: new Request(`${SITE}${path}`), params, context: {} });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  return response.text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Every URL of the sitemap, following the index to each child file. */
async function allSitemapUrls(): Promise<{ files: string[]; urls: string[] }> {
  const files = locs(await fetchXml(indexLoader, '/sitemap.xml'));
  const urls: string[] = [];
  for (const file of files) {
    const path = new URL(file).pathname;
    const name = path.replace('/sitemap/', '');
    urls.push(...locs(await fetchXml(fileLoader, path, { file: name })));
  }
  return { files, urls };
}

beforeAll(async () => {
  process.env.SUPABASE_URL = inject('apiUrl');
  process.env.SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
  process.env.SITE_URL = SITE;
  indexLoader = (await import('#site/src/routes/sitemap.ts')).loader as unknown as Loader;
  fileLoader = (await import('#site/src/routes/sitemap-file.ts')).loader as unknown as Loader;
  ({ readUpcomingEvents } = await import('#site/src/data/reads/events.server.ts'));
  await withDb(inject('dbUrl'), async (db) => {
    await db.query(
      `insert into public.posts (type, title, slug, excerpt, status)
       select 'blog', 'Escala ' || i, '${PREFIX}-blog-' || i, 'Resumo', 'published' from generate_series(1, $1) i`,
      [BLOG],
    );
    await db.query(
      `insert into public.posts (type, title, slug, status)
       select 'landing-pages', 'Página ' || i, '${PREFIX}-lp-' || i, 'published' from generate_series(1, $1) i`,
      [LANDINGS],
    );
    await db.query(
      `insert into public.posts (type, title, slug, status)
       select 'news', 'Notícia ' || i, '${PREFIX}-news-' || i, 'published' from generate_series(1, $1) i`,
      [NEWS],
    );
    // Drafts, and a post scheduled for tomorrow, are never listed.
    await db.query(
      `insert into public.posts (type, title, slug, status) values
         ('blog', 'Rascunho', '${PREFIX}-rascunho', 'draft'),
         ('landing-pages', 'Rascunho', '${PREFIX}-lp-rascunho', 'draft')`,
    );
    await db.query(
      `insert into public.posts (type, title, slug, status, published_at)
       values ('blog', 'Agendado', '${PREFIX}-agendado', 'published', now() + interval '1 day')`,
    );
    const upcoming = await db.query<{ id: string }>(
      `insert into public.events (title, start_date, end_date, is_active)
       select '${PREFIX} ' || i, now() + i * interval '1 hour', now() + i * interval '1 hour' + interval '2 hours', true
         from generate_series(1, $1) i returning id`,
      [EVENTS],
    );
    ids.events = upcoming.rows.map((row) => row.id);
    const past = await db.query<{ id: string }>(
      `insert into public.events (title, start_date, end_date, is_active)
       select '${PREFIX} passado ' || i, now() - i * interval '1 day', now() - i * interval '1 day' + interval '2 hours', true
         from generate_series(1, $1) i returning id`,
      [PAST_EVENTS],
    );
    ids.pastEvents = past.rows.map((row) => row.id);
    await db.query(
      `insert into public.events (title, start_date, end_date, is_active)
       values ('${PREFIX} inativo', now() + interval '1 day', now() + interval '2 days', false)`,
    );
  });
}, 120_000);

afterAll(async () => {
  await withDb(inject('dbUrl'), async (db) => {
    await db.query(`delete from public.posts where slug like '${PREFIX}-%'`);
    await db.query(`delete from public.events where title like '${PREFIX}%'`);
  });
});

describe('sitemap with more rows than max_rows', () => {
  it('the index names child files, and together they list every published page once', async () => {
    const { files, urls } = await allSitemapUrls();
    expect(files[0]).toBe(`${SITE}/sitemap/pages-1.xml`);
    expect(files).toEqual(expect.arrayContaining([`${SITE}/sitemap/blog-1.xml`, `${SITE}/sitemap/lp-1.xml`]));
    expect(new Set(urls).size).toBe(urls.length);

    const listed = new Set(urls);
    for (let i = 1; i <= BLOG; i++) expect(listed.has(`${SITE}/blog/${PREFIX}-blog-${i}`)).toBe(true);
    for (let i = 1; i <= LANDINGS; i++) expect(listed.has(`${SITE}/lp/${PREFIX}-lp-${i}`)).toBe(true);
    for (const id of [...ids.events, ...ids.pastEvents])
      expect(listed.has(`${SITE}/events/${id}`)).toBe(true);
    expect(urls.some((url) => url.includes(`${PREFIX}-rascunho`) || url.includes(`${PREFIX}-agendado`))).toBe(
      false,
    );
    expect(urls.some((url) => url.includes('inativo'))).toBe(false);

    // The same totals as the database holds for visitors (seed content included).
    const totals = await withDb(inject('dbUrl'), async (db) => {
      const { rows } = await db.query<{ blog: number; lp: number; events: number; news: number }>(
        `select
           (select count(*)::int from public.posts where type = 'blog' and status = 'published' and published_at <= now()) as blog,
           (select count(*)::int from public.posts where type = 'landing-pages' and status = 'published' and published_at <= now()) as lp,
           (select count(*)::int from public.posts where type = 'news' and status = 'published' and published_at <= now()) as news,
           (select count(*)::int from public.events where is_active) as events`,
      );
      return rows[0]!;
    });
    expect(urls.filter((url) => url.startsWith(`${SITE}/blog/`))).toHaveLength(totals.blog);
    expect(urls.filter((url) => url.startsWith(`${SITE}/lp/`))).toHaveLength(totals.lp);
    expect(urls.filter((url) => url.startsWith(`${SITE}/events/`))).toHaveLength(totals.events);
    // Every news item is on a listed /news page (24 per page; page 1 is /news itself).
    const newsPages = urls.filter((url) => url === `${SITE}/news` || url.startsWith(`${SITE}/news?`));
    expect(newsPages).toContain(`${SITE}/news`);
    expect(newsPages).toHaveLength(Math.ceil(totals.news / 24));
  });

  it('a file past the end of its list, or with a name of no list, is not found', async () => {
    for (const name of ['blog-99.xml', 'posts-1.xml', 'blog-0.xml', 'blog-1.txt']) {
      const answer = await fileLoader({
        request: new Request(`${SITE}/sitemap/${name}`),
        params: { file: name },
        context: {},
      }).catch((thrown: unknown) => thrown as Response);
      expect(answer.status, name).toBe(404);
    }
  });
});

describe('/events with more upcoming events than max_rows', () => {
  it('pages through every event that has not ended, soonest first, and never a past one', async () => {
    const first = await readUpcomingEvents(1);
    expect(first.failed).toBe(false);
    const expected = await withDb(inject('dbUrl'), async (db) => {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.events where is_active and end_date >= now()',
      );
      return rows[0]!.n;
    });
    expect(first.data!.total).toBe(expected);
    expect(first.data!.total).toBeGreaterThan(1000);
    const seen: string[] = [];
    const starts: number[] = [];
    for (let page = 1; page <= first.data!.pageCount; page++) {
      const read = await readUpcomingEvents(page);
      expect(read.failed).toBe(false);
      for (const event of read.data!.rows) {
        seen.push(event.id);
        starts.push(Date.parse(event.start_date));
        expect(Date.parse(event.end_date)).toBeGreaterThanOrEqual(Date.now() - 60_000);
      }
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const listed = new Set(seen);
    expect(ids.events.every((id) => listed.has(id))).toBe(true);
    expect(ids.pastEvents.some((id) => listed.has(id))).toBe(false);
  });
});
