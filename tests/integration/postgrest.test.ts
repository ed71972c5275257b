import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import {
  ACTIVE_COURSE_COUNT,
  ACTIVE_EVENT_COUNT,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  PRELAUNCH_VIDEO_ID,
  PRELAUNCH_VIDEO_TAG,
  PUBLISHED_LANDING_SLUG,
  memberId,
} from '../helpers/seed-ids.ts';
import { anonClient, clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);
const service = serviceClient(apiUrl);
const SITE_ORIGIN = 'http://localhost:5173';

/** Plain HTTP as a browser on the site's origin would send it. */
function rest(
  pathAndQuery: string,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${apiUrl}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      Origin: SITE_ORIGIN,
      ...headers,
    },
  });
}

/** Active course ids, newest first, as the service role sees them (the reference for ordering). */
async function activeCoursesNewestFirst(): Promise<string[]> {
  const { data, error } = await service.from('courses').select('id, created_at').eq('is_active', true);
  expect(error).toBeNull();
  return (data ?? []).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).map((c) => c.id);
}

describe('counting', () => {
  it('count=exact with head gives the number of visible rows', async () => {
    // Visitors may not read events.author_id, so they name a column instead of `*`.
    const { count, data, error } = await anon.from('events').select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(ACTIVE_EVENT_COUNT);
  });

  it('count=exact with a range returns the page and the total', async () => {
    const { count, data, error } = await anon.from('courses').select('id', { count: 'exact' }).range(0, 2);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(count).toBe(ACTIVE_COURSE_COUNT);
  });

  it('answers Content-Range and exposes it to the browser (CORS)', async () => {
    const res = await rest('events?select=id&limit=3', { Prefer: 'count=exact' });
    // A page of a larger total is Partial Content.
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`0-2/${ACTIVE_EVENT_COUNT}`);
    expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:5173)$/);
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toContain('content-range');
    await res.arrayBuffer();
  });

  it('answers the CORS preflight for the headers supabase-js sends', async () => {
    const res = await rest(
      'events?select=id',
      {
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey,authorization,prefer,range,x-client-info,content-profile',
      },
      { method: 'OPTIONS' },
    );
    expect(res.status).toBeLessThan(300);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['apikey', 'authorization', 'prefer', 'range', 'x-client-info']) {
      expect(allowed === '*' || allowed.includes(h), h).toBe(true);
    }
    await res.arrayBuffer();
  });
});

describe('ordering and paging', () => {
  it('orders by a column, both directions', async () => {
    const expected = await activeCoursesNewestFirst();
    const desc = await anon.from('courses').select('id').order('created_at', { ascending: false });
    expect(desc.data?.map((c) => c.id)).toEqual(expected);
    const asc = await anon.from('courses').select('id').order('created_at', { ascending: true });
    expect(asc.data?.map((c) => c.id)).toEqual([...expected].reverse());
  });

  it('pages with range() and with offset/limit', async () => {
    const expected = await activeCoursesNewestFirst();
    const page = await anon
      .from('courses')
      .select('id')
      .order('created_at', { ascending: false })
      .range(2, 4);
    expect(page.data?.map((c) => c.id)).toEqual(expected.slice(2, 5));

    const res = await rest('courses?select=id&order=created_at.desc&offset=4&limit=3');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{ id: string }>;
    expect(body.map((c) => c.id)).toEqual(expected.slice(4, 7));
  });

  it('orders upcoming events by start date', async () => {
    const now = new Date().toISOString();
    const { data, error } = await anon
      .from('events')
      .select('title, start_date')
      .gte('end_date', now)
      .order('start_date', { ascending: true });
    expect(error).toBeNull();
    expect(data?.map((e) => e.title)).toEqual([
      'Encontro Elo CX Rio de Janeiro',
      'Webinar: IA generativa no atendimento',
      'Workshop de Design de Serviços',
      'Meetup Elo CX Porto Alegre',
      'CX Day Curitiba',
    ]);
  });
});

describe('filters', () => {
  it('ilike is case-insensitive and respects RLS', async () => {
    const courses = await anon.from('courses').select('title').ilike('title', '%JORNADA%');
    expect(courses.data).toEqual([{ title: 'Jornada do Cliente na Prática' }]);
    const meetups = await anon.from('events').select('city').ilike('title', '%meetup%').order('start_date');
    // The cancelled Florianópolis meetup is inactive and stays hidden.
    expect(meetups.data).toEqual([{ city: 'São Paulo' }, { city: 'Porto Alegre' }]);
  });

  it('cs (contains) and ov (overlaps) on videos.tags', async () => {
    const prelaunch = await anon.from('videos').select('id, tags').contains('tags', [PRELAUNCH_VIDEO_TAG]);
    expect(prelaunch.error).toBeNull();
    expect(prelaunch.data?.map((v) => v.id)).toEqual([PRELAUNCH_VIDEO_ID]);
    const both = await anon.from('videos').select('id').contains('tags', [PRELAUNCH_VIDEO_TAG, 'painel']);
    expect(both.data).toEqual([]);
    const any = await anon.from('videos').select('id').overlaps('tags', [PRELAUNCH_VIDEO_TAG, 'painel']);
    expect(any.data).toHaveLength(2);
  });

  it('cs and ov on events.topics', async () => {
    const ia = await anon.from('events').select('title').contains('topics', ['IA']).order('start_date');
    expect(ia.data?.map((e) => e.title)).toEqual([
      'CX Summit Nordeste',
      'Webinar: IA generativa no atendimento',
    ]);
    const res = await rest(
      `events?select=city&topics=ov.${encodeURIComponent('{Varejo,Dados}')}&order=start_date`,
    );
    expect(((await res.json()) as Array<{ city: string }>).map((e) => e.city)).toEqual([
      'São Paulo',
      'Porto Alegre',
      'Curitiba',
    ]);
  });

  it('or=() searches members by name or e-mail (admin)', async () => {
    const admin = clientAs(apiUrl, await signUserJwt(DEMO_ADMIN_ID, DEMO_ADMIN_EMAIL));
    const { data, error } = await admin
      .from('members')
      .select('id, full_name, email')
      .or('full_name.ilike.%ribeiro%,email.ilike.%andre.pinto%')
      .order('full_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: memberId(1), full_name: 'Ana Ribeiro', email: 'ana.ribeiro@example.com.br' },
      { id: memberId(18), full_name: 'André Pinto', email: 'andre.pinto@example.com.br' },
    ]);
  });
});

describe('single object', () => {
  it('single() returns an object', async () => {
    const { data, error } = await anon
      .from('landing_pages')
      .select('slug')
      .eq('slug', PUBLISHED_LANDING_SLUG)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ slug: PUBLISHED_LANDING_SLUG });
  });

  it('single() on zero rows is a 406 / PGRST116', async () => {
    const result = await anon.from('landing_pages').select('slug').eq('slug', 'nao-existe').single();
    expect(result.data).toBeNull();
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST116');

    const res = await rest('landing_pages?select=slug&slug=eq.nao-existe', {
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST116');
  });

  it('maybeSingle() on zero rows is null without error', async () => {
    const { data, error } = await anon.from('posts').select('id').eq('slug', 'nao-existe').maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('RPC', () => {
  const email = `rpc.teste.${Date.now()}@example.com.br`;
  let admin: TestClient;

  beforeAll(async () => {
    admin = clientAs(apiUrl, await signUserJwt(DEMO_ADMIN_ID, DEMO_ADMIN_EMAIL));
  });

  afterAll(async () => {
    await withDb(dbUrl, (db) =>
      db.query('delete from public.newsletter_subscribers where email = $1', [email]),
    );
  });

  it('calls a function by POST and by GET', async () => {
    const post = await anon.rpc('get_member_showcase', { _limit: 2 });
    expect(post.error).toBeNull();
    expect(post.data).toHaveLength(2);
    const get = await anon.rpc('get_member_showcase', { _limit: 2 }, { get: true });
    expect(get.error).toBeNull();
    expect(get.data).toEqual(post.data);
  });

  it('uses the default argument when none is given', async () => {
    const { data, error } = await anon.rpc('get_member_showcase');
    expect(error).toBeNull();
    const { count } = await service
      .from('members')
      .select('id', { count: 'exact', head: true })
      .not('full_name', 'is', null)
      .not('avatar_url', 'is', null);
    expect(data).toHaveLength(Math.min(12, count ?? 0));
  });

  it('void function subscribe_newsletter stores the e-mail once, normalised', async () => {
    const first = await anon.rpc('subscribe_newsletter', {
      _email: `  ${email.toUpperCase()} `,
      _source: 'home',
    });
    expect(first.error).toBeNull();
    const again = await anon.rpc('subscribe_newsletter', { _email: email });
    expect(again.error).toBeNull();
    const { data } = await service.from('newsletter_subscribers').select('email, source').eq('email', email);
    expect(data).toEqual([{ email, source: 'home' }]);
  });

  it('raises the function error with its code and message', async () => {
    const { error } = await anon.rpc('subscribe_newsletter', { _email: 'sem-arroba' });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Informe um e-mail válido.');
  });

  it('scalar-returning has_role for the admin', async () => {
    const { data, error } = await admin.rpc('has_role', { _user_id: DEMO_ADMIN_ID, _role: 'admin' });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });
});
