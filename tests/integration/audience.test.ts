import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { createTestAccount, deleteAuthUser, withDb, type TestAccount } from '../helpers/db.ts';
import { signedInMember, type SignedInMember } from '../helpers/member-session.ts';
import { runScript, waitForReady, type ScriptRun } from '../helpers/production.ts';
import { copySiteBuild } from '../helpers/site-build.ts';
import { anonClient, clientAs, serviceClient } from '../helpers/supabase.ts';

/**
 * Audience counting through the real production site server (its own process, the real site build, the
 * real stack): page views are stored once per page load, without cookies, leaving bots, prefetches and
 * the team out; the daily salt; the admin-only reports through the unmodified supabase-js; roll-ups.
 * Views of a test carry a utm_campaign of their own, so other tests' views never mix in.
 */
const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const port = inject('portBase') + 76;
const site = `http://localhost:${port}`;
const distDir = path.join(REPO_ROOT, '.local', 'audience-test-dist', String(port));
const PREFIX = `aud-${randomUUID().slice(0, 8)}`;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: ScriptRun | undefined;
let admin: TestAccount;
let member: TestAccount;
let guardedAdmin: TestAccount;
let signedInAdmin: SignedInMember;
let signedInPlain: SignedInMember;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function page(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${site}${pathname}`, {
    headers: { 'user-agent': BROWSER, ...headers },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response;
}

async function beacon(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${site}/_audiencia`, {
    method: 'POST',
    headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

interface StoredView {
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  device: string;
  visitor: string;
}

const stored = (campaign: string) =>
  withDb(dbUrl, (db) =>
    db
      .query<StoredView>(
        `select path, referrer_host, utm_source, device, visitor::text
           from private.audience_views where utm_campaign = $1 order by id`,
        [campaign],
      )
      .then((result) => result.rows),
  );

/**
 * The views stored under a campaign once the server has written what it counted: waits (bounded) for
 * `expected` rows, then a little longer, so a second, wrongly counted row would show up too.
 */
async function settled(campaign: string, expected: number): Promise<StoredView[]> {
  let rows = await stored(campaign);
  for (let attempt = 0; attempt < 60 && rows.length < expected; attempt++) {
    await sleep(250);
    rows = await stored(campaign);
  }
  // The server writes every second: two more rounds would bring any extra view in.
  await sleep(2500);
  return stored(campaign);
}

beforeAll(async () => {
  await copySiteBuild(distDir);
  await withDb(dbUrl, async (db) => {
    admin = await createTestAccount(db, { admin: true, label: PREFIX });
    member = await createTestAccount(db, { admin: false, label: PREFIX });
    guardedAdmin = await createTestAccount(db, { admin: true, label: `${PREFIX}-mfa` });
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'Celular', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [guardedAdmin.id],
    );
  });
  signedInAdmin = await signedInMember(dbUrl, apiUrl, {
    name: 'Equipe',
    email: `${PREFIX}-equipe@example.com.br`,
  });
  signedInPlain = await signedInMember(dbUrl, apiUrl, {
    name: 'Membra',
    email: `${PREFIX}-membra@example.com.br`,
  });
  await withDb(dbUrl, (db) =>
    db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [signedInAdmin.id]),
  );
  server = runScript(
    'serve.ts',
    [],
    {
      PORT: String(port),
      ELO_DIST_DIR: distDir,
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SITE_DATABASE_URL: dbUrl,
    },
    900_000,
  );
  await waitForReady(server, 'Site: ');
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await withDb(dbUrl, async (db) => {
    await db.query(`delete from private.audience_views where utm_campaign like $1`, [`${PREFIX}%`]);
    await db.query(`delete from private.audience_views where path like $1`, [`/${PREFIX}%`]);
    await db.query(`delete from private.audience_pages where path like $1`, [`/${PREFIX}%`]);
    // The days this file wrote to are rolled up again from the raw views left.
    await db.query(
      `delete from private.audience_days where day >= (now() at time zone 'America/Sao_Paulo')::date - 5`,
    );
    await db.query('select private.audience_rollup()');
  });
  for (const account of [admin, member, guardedAdmin, signedInAdmin, signedInPlain]) {
    if (account) await deleteAuthUser(dbUrl, account.id);
  }
  await rm(distDir, { recursive: true, force: true });
});

describe('counting on the server', () => {
  it('counts an anonymous page load once, from the render or the page cache, and sets no cookie', async () => {
    const campaign = `${PREFIX}-anon`;
    const first = await page(`/courses?utm_source=linkedin&utm_campaign=${campaign}`, {
      referer: 'https://www.linkedin.com/feed/',
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    // The same page twice more, the second time from the page cache: a cache hit is a page load too.
    await page(`/courses?utm_campaign=${campaign}`, { referer: `${site}/blog` });
    const again = await page(`/courses?utm_campaign=${campaign}`, { referer: `${site}/blog` });
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.headers.get('set-cookie')).toBeNull();
    // What the hydrated page fetches on a client navigation is data, not a page load.
    const data = await page(`/courses.data?utm_campaign=${campaign}`);
    expect(data.headers.get('content-type')).not.toMatch(/text\/html/);

    const rows = await settled(campaign, 3);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      path: '/courses',
      referrer_host: 'linkedin.com',
      utm_source: 'linkedin',
      device: 'mobile',
    });
    // A link from the site itself is no referrer.
    expect(rows[1]).toMatchObject({ path: '/courses', referrer_host: null, device: 'desktop' });
    expect(rows[2]).toMatchObject({ path: '/courses', referrer_host: null, device: 'desktop' });
    // Nothing that identifies the visitor is stored: only the day's number.
    const columns = await withDb(dbUrl, (db) =>
      db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'private' and table_name = 'audience_views'`,
      ),
    );
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(
      [
        'at',
        'day',
        'device',
        'id',
        'path',
        'referrer_host',
        'utm_campaign',
        'utm_medium',
        'utm_source',
        'visitor',
      ].sort(),
    );
  });

  it('counts a client-side navigation by its beacon, once, and nothing for a foreign or broken beacon', async () => {
    const campaign = `${PREFIX}-beacon`;
    const sent = await beacon(
      { path: `/blog?utm_campaign=${campaign}` },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(sent.status).toBe(204);
    expect(sent.headers.get('set-cookie')).toBeNull();
    expect(
      (await beacon({ path: `/events?utm_campaign=${campaign}` }, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(204);
    expect((await beacon({ path: `/member/dashboard?utm_campaign=${campaign}` })).status).toBe(204);
    const rows = await settled(campaign, 1);
    expect(rows.map((row) => row.path)).toEqual(['/blog']);
  });

  it('leaves bots, prefetches, missing pages and HEAD requests out', async () => {
    const campaign = `${PREFIX}-excluded`;
    await page(`/courses?utm_campaign=${campaign}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await page(`/courses?utm_campaign=${campaign}`, {
      'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    });
    await page(`/courses?utm_campaign=${campaign}`, { 'sec-purpose': 'prefetch' });
    await page(`/courses?utm_campaign=${campaign}`, { purpose: 'prefetch' });
    await page(`/nao-existe-${PREFIX}?utm_campaign=${campaign}`);
    await fetch(`${site}/courses?utm_campaign=${campaign}`, {
      method: 'HEAD',
      headers: { 'user-agent': BROWSER },
    });
    // One real view, so waiting has something to wait for.
    await page(`/courses?utm_campaign=${campaign}&real=1`);
    const rows = await settled(campaign, 1);
    expect(rows).toHaveLength(1);
  });

  it('counts members but not signed-in admins', async () => {
    const campaign = `${PREFIX}-session`;
    const asMember = await page(`/blog?utm_campaign=${campaign}&quem=membro`, {
      cookie: signedInPlain.cookie,
    });
    expect(asMember.status).toBe(200);
    const asAdmin = await page(`/blog?utm_campaign=${campaign}&quem=admin`, { cookie: signedInAdmin.cookie });
    expect(asAdmin.status).toBe(200);
    await beacon({ path: `/events?utm_campaign=${campaign}` }, { cookie: signedInAdmin.cookie });
    const rows = await settled(campaign, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.path).toBe('/blog');
  });
});

describe('the daily salt', () => {
  it('gives the same visitor one number a day, and another number the next day', async () => {
    const campaign = `${PREFIX}-salt`;
    const view = (at: Date, ip = '198.51.100.7') => ({
      at: at.toISOString(),
      path: '/blog',
      device: 'desktop',
      ip,
      user_agent: BROWSER,
      host: 'elocx.com.br',
      utm_campaign: campaign,
    });
    const now = new Date();
    const dayBefore = new Date(now.getTime() - 24 * 3600 * 1000);
    await withDb(dbUrl, (db) =>
      db.query('select private.audience_record($1::jsonb)', [
        JSON.stringify([view(now), view(now), view(now, '198.51.100.8'), view(dayBefore)]),
      ]),
    );
    const rows = await stored(campaign);
    expect(rows).toHaveLength(4);
    const [today1, today2, otherVisitor, yesterday] = rows.map((row) => row.visitor);
    expect(today1).toBe(today2);
    expect(otherVisitor).not.toBe(today1);
    expect(yesterday).not.toBe(today1);
    // Salts older than yesterday are deleted by the roll-up, so older numbers can never be recomputed.
    const salts = await withDb(dbUrl, async (db) => {
      await db.query(
        `insert into private.audience_salts (day, salt) values (current_date - 5, '\\x00') on conflict do nothing`,
      );
      await db.query('select private.audience_rollup()');
      return db.query<{ oldest: string }>(`select min(day)::text as oldest from private.audience_salts`);
    });
    const yesterdayInSaoPaulo = await withDb(dbUrl, (db) =>
      db.query<{ day: string }>(`select ((now() at time zone 'America/Sao_Paulo')::date - 1)::text as day`),
    );
    expect(salts.rows[0]!.oldest >= yesterdayInSaoPaulo.rows[0]!.day).toBe(true);
  });
});

describe('reports', () => {
  it('are for admins only: anon, members and an admin at aal1 with a verified factor get 42501', async () => {
    const anon = await anonClient(apiUrl).rpc('audience_report', { _days: 7 });
    expect(anon.error?.code).toBe('42501');
    const asMember = await clientAs(apiUrl, member.jwt).rpc('audience_report', { _days: 7 });
    expect(asMember.error?.code).toBe('42501');
    const guarded = await clientAs(apiUrl, guardedAdmin.jwt).rpc('audience_report', { _days: 7 });
    expect(guarded.error?.code).toBe('42501');
    const paths = await clientAs(apiUrl, member.jwt).rpc('audience_path_views', { _paths: ['/blog'] });
    expect(paths.error?.code).toBe('42501');
    const anonPaths = await anonClient(apiUrl).rpc('audience_path_views', { _paths: ['/blog'] });
    expect(anonPaths.error?.code).toBe('42501');
    const asAdmin = await clientAs(apiUrl, admin.jwt).rpc('audience_report', { _days: 7 });
    expect(asAdmin.error).toBeNull();
    // The tables themselves are out of the API's reach.
    const direct = await serviceClient(apiUrl)
      .schema('private' as 'public')
      .from('audience_views' as never)
      .select();
    expect(direct.error).not.toBeNull();
  });

  it('accept 7, 30 or 90 days only', async () => {
    const client = clientAs(apiUrl, admin.jwt);
    for (const days of [0, 1, 8, 31, 365, -7]) {
      const { error } = await client.rpc('audience_report', { _days: days });
      expect(error?.code, String(days)).toBe('22023');
    }
    const paths = await client.rpc('audience_path_views', { _paths: ['/blog'], _days: 91 });
    expect(paths.error?.code).toBe('22023');
    for (const days of [7, 30, 90]) {
      const { data, error } = await client.rpc('audience_report', { _days: days });
      expect(error).toBeNull();
      const report = data as { days: number; series: unknown[] };
      expect(report.days).toBe(days);
      expect(report.series).toHaveLength(days);
    }
  });

  it('show today’s views at once, and the same figures before and after the days are rolled up', async () => {
    const client = clientAs(apiUrl, admin.jwt);
    const pathA = `/${PREFIX}-a`;
    const pathB = `/${PREFIX}-b`;
    // Raw views three to five days ago (as a server would have stored them then) and today.
    await withDb(dbUrl, async (db) => {
      await db.query(
        `insert into private.audience_views (day, at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
         select (now() at time zone 'America/Sao_Paulo')::date - d, now() - make_interval(days => d),
                case when n % 3 = 0 then $2 else $1 end,
                case when n % 2 = 0 then 'linkedin.com' end,
                case when n % 4 = 0 then 'linkedin' end, case when n % 4 = 0 then 'social' end,
                case when n % 4 = 0 then $3 end,
                (array['mobile', 'tablet', 'desktop'])[1 + n % 3],
                n % 7
           from generate_series(3, 5) d, generate_series(1, 40) n`,
        [pathA, pathB, `${PREFIX}-rollup`],
      );
      // Days that may have been rolled up by another test are read raw until rolled up again.
      await db.query(
        `delete from private.audience_days where day between (now() at time zone 'America/Sao_Paulo')::date - 5
                                                         and (now() at time zone 'America/Sao_Paulo')::date - 3`,
      );
      await db.query('select private.audience_record($1::jsonb)', [
        JSON.stringify(
          Array.from({ length: 5 }, (_, i) => ({
            at: new Date().toISOString(),
            path: pathA,
            device: 'mobile',
            ip: `192.0.2.${i % 2}`,
            user_agent: BROWSER,
            host: 'elocx.com.br',
          })),
        ),
      ]);
    });

    const read = async () => {
      const report = await client.rpc('audience_report', { _days: 7 });
      expect(report.error).toBeNull();
      const views = await client.rpc('audience_path_views', {
        _paths: [pathA, pathB, '/nunca-visto'],
        _days: 7,
      });
      expect(views.error).toBeNull();
      const data = report.data as {
        to: string;
        series: Array<{ day: string; visitors: number; pageviews: number }>;
        top_campaigns: Array<{ campaign: string | null; pageviews: number; visitors: number }>;
      };
      return {
        pastDays: data.series.filter((entry) => entry.day !== data.to),
        campaign: data.top_campaigns.find((entry) => entry.campaign === `${PREFIX}-rollup`),
        paths: views.data,
      };
    };

    const raw = await read();
    // 40 views a day over 3 days: path A 27 a day, path B 13; 7 visitors a day. Today: 5 views, 2 visitors.
    expect(raw.paths).toEqual([
      { path: pathA, pageviews: 27 * 3 + 5, visitors: 7 * 3 + 2 },
      { path: pathB, pageviews: 13 * 3, visitors: 7 * 3 },
    ]);
    expect(raw.campaign).toMatchObject({ pageviews: 30, visitors: 7 * 3 });

    const rolled = await withDb(dbUrl, (db) =>
      db.query<{ n: number }>('select private.audience_rollup() as n'),
    );
    expect(rolled.rows[0]!.n).toBeGreaterThanOrEqual(3);
    const days = await withDb(dbUrl, (db) =>
      db.query<{ n: string }>(`select count(*) as n from private.audience_pages where path = any ($1)`, [
        [pathA, pathB],
      ]),
    );
    // Three days of both paths, and today's path A, rolled up as soon as it was stored.
    expect(Number(days.rows[0]!.n)).toBe(7);
    expect(await read()).toEqual(raw);
  });
});

describe('today’s roll-up, kept up to date as batches are stored', () => {
  it('counts a visitor who comes back later the same day once, with the figures of the raw views', async () => {
    const client = clientAs(apiUrl, admin.jwt);
    const pathC = `/${PREFIX}-c`;
    const campaign = `${PREFIX}-same-day`;
    const today = `(now() at time zone 'America/Sao_Paulo')::date`;
    const view = (ip: string, more: Record<string, unknown> = {}) => ({
      at: new Date().toISOString(),
      path: pathC,
      referrer_host: 'linkedin.com',
      utm_source: 'linkedin',
      utm_campaign: campaign,
      device: 'desktop',
      ip,
      user_agent: BROWSER,
      host: 'elocx.com.br',
      ...more,
    });
    const record = (views: unknown[]) =>
      withDb(dbUrl, (db) => db.query('select private.audience_record($1::jsonb)', [JSON.stringify(views)]));

    // The morning: two visitors; today is rolled up (by this batch, when no batch came before it today).
    await record([view('203.0.113.1'), view('203.0.113.1'), view('203.0.113.2', { device: 'mobile' })]);
    const marked = await withDb(dbUrl, (db) =>
      db.query<{ n: string }>(`select count(*) as n from private.audience_days where day = ${today}`),
    );
    expect(Number(marked.rows[0]!.n)).toBe(1);
    // Later: the first visitor comes back to the same page from the same campaign, a third one arrives,
    // and a view of yesterday arrives late (yesterday is rolled up or read raw, both must agree).
    await record([
      view('203.0.113.1'),
      view('203.0.113.3', { device: 'tablet', referrer_host: null }),
      view('203.0.113.1', { at: new Date(Date.now() - 24 * 3600 * 1000).toISOString() }),
    ]);

    const read = async () => {
      const report = await client.rpc('audience_report', { _days: 7 });
      expect(report.error).toBeNull();
      const views = await client.rpc('audience_path_views', { _paths: [pathC], _days: 7 });
      expect(views.error).toBeNull();
      return { report: report.data, paths: views.data };
    };
    const rolled = await read();
    // Today 5 views by 3 visitors (the first one counted once), yesterday 1 view by 1 visitor.
    expect(rolled.paths).toEqual([{ path: pathC, pageviews: 6, visitors: 4 }]);
    const campaigns = (rolled.report as { top_campaigns: Array<{ campaign: string | null }> }).top_campaigns;
    expect(campaigns.find((entry) => entry.campaign === campaign)).toMatchObject({
      pageviews: 6,
      visitors: 4,
    });

    // The same report with today and yesterday counted from their raw views, then rolled up again.
    await withDb(dbUrl, (db) => db.query(`delete from private.audience_days where day >= ${today} - 1`));
    expect(await read()).toEqual(rolled);
    await withDb(dbUrl, (db) => db.query('select private.audience_rollup()'));
    expect(await read()).toEqual(rolled);
  });
});
