import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionsHttpError } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAccount } from '../helpers/db.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { anonClient, clientAs, type TestClient } from '../helpers/supabase.ts';

// A stack of its own: fake Spotify / Coursera / Udemy upstreams on loopback and the fixture functions.
const BASE = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);
const FAKE_PORT = BASE + 150;
const SPOTIFY_ID = 'elo-test-client';
const SPOTIFY_SECRET = 'elo-test-secret';
const SHOW_ID = '4rOoJ6Egrf8K2IrywzwOMk';
const OTHER_SHOW_ID = '0123456789abcdefABCDEF';
const FAILING_SHOW_ID = 'zzzzzzzzzzzzzzzzzzzzzz';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: string;
}

const seen: Seen[] = [];
const calls = (path: string) => seen.filter((request) => request.path.startsWith(path));

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

// ---- the fake Coursera catalog: 250 courses, 12 about customer experience spread over three pages ----
const CX_COURSES: Record<
  number,
  { name: string; description: string; languages: string[]; partnerIds?: string[] }
> = {
  3: {
    name: 'Customer Experience Strategy',
    description: 'Design journeys.',
    languages: ['en'],
    partnerIds: ['p1'],
  },
  17: { name: 'Excelência em Atendimento', description: 'Atender bem.', languages: ['pt-BR'] },
  50: { name: 'Team Operations', description: 'Playbooks for customer success teams.', languages: ['en'] },
  88: { name: 'CX Analytics', description: 'Métricas.', languages: ['es'], partnerIds: ['p2'] },
  101: { name: 'Experiência do Cliente na Prática', description: 'Casos reais.', languages: ['pt'] },
  150: { name: 'Customer Service Fundamentals', description: 'Basics.', languages: ['fr'] },
  160: {
    name: 'Voice of the Customer',
    description: 'Listening programs for customer experience.',
    languages: ['en'],
  },
  199: { name: 'Service Recovery', description: 'When customer service fails.', languages: ['en'] },
  205: { name: 'Customer Success Management', description: 'Retention.', languages: ['en'] },
  230: { name: 'Omnichannel Atendimento', description: 'Canais.', languages: ['pt'] },
  240: { name: 'Customer Experience Leadership', description: 'Lead.', languages: ['en'] },
  249: { name: 'CX Research', description: 'Research.', languages: ['en'] },
};
const EXPECTED_SLUGS = [3, 17, 50, 88, 101, 150, 160, 199, 205, 230].map((i) => `course-${i}`);

function courseraCourse(i: number) {
  const cx = CX_COURSES[i];
  return {
    id: `c${i}`,
    slug: `course-${i}`,
    name: cx?.name ?? `Machine Learning ${i}`,
    description: cx?.description ?? 'Models, data and more.',
    photoUrl: `https://images.example.test/course-${i}.png`,
    primaryLanguages: cx?.languages ?? ['en'],
    partnerIds: cx?.partnerIds ?? [],
    workload: '4 weeks',
  };
}

function coursera(url: URL, response: http.ServerResponse) {
  if (url.pathname === '/api/courses.v1') {
    const start = Number(url.searchParams.get('start') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const elements = [];
    for (let i = start; i < Math.min(start + limit, 250); i++) elements.push(courseraCourse(i));
    const next = start + limit < 250 ? String(start + limit) : undefined;
    return json(response, 200, { elements, paging: next ? { next, total: 250 } : { total: 250 } });
  }
  if (url.pathname === '/api/partners.v1') {
    const names: Record<string, string> = { p1: 'Universidade Exemplo', p2: 'Empresa Modelo' };
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter((id) => names[id]);
    return json(response, 200, { elements: ids.map((id) => ({ id, name: names[id] })) });
  }
  return json(response, 404, { message: 'not found' });
}

function spotify(url: URL, request: Seen, response: http.ServerResponse) {
  if (url.pathname === '/api/token') {
    const expected = `Basic ${Buffer.from(`${SPOTIFY_ID}:${SPOTIFY_SECRET}`).toString('base64')}`;
    if (request.authorization !== expected || request.body !== 'grant_type=client_credentials') {
      return json(response, 400, { error: 'invalid_client' });
    }
    return json(response, 200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 3600 });
  }
  const match = /^\/v1\/shows\/([^/]+)\/episodes$/.exec(url.pathname);
  if (match) {
    if (request.authorization !== 'Bearer fake-access-token')
      return json(response, 401, { error: 'bad token' });
    if (match[1] === FAILING_SHOW_ID) return json(response, 500, { error: 'upstream broke' });
    return json(response, 200, {
      href: url.href,
      limit: 50,
      offset: 0,
      total: 3,
      next: null,
      items: [
        {
          id: `${match[1]}-ep1`,
          name: 'Episódio 1: o que é CX',
          release_date: '2026-10-01',
          release_date_precision: 'day',
          duration_ms: 1_800_000,
          description: 'Conversa sobre experiência do cliente.',
          html_description: '<p>Conversa</p>',
          explicit: false,
        },
        null,
        {
          id: `${match[1]}-ep2`,
          name: 'Episódio 2',
          release_date: '2026-10-15',
          duration_ms: 2_400_000,
          description: 'Jornadas.',
        },
      ],
    });
  }
  return json(response, 404, { error: 'not found' });
}

const fake = http.createServer((incoming, response) => {
  let body = '';
  incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
  incoming.on('end', () => {
    const url = new URL(incoming.url ?? '/', `http://127.0.0.1:${FAKE_PORT}`);
    const request: Seen = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: incoming.headers.authorization,
      body,
    };
    seen.push(request);
    if (url.pathname.startsWith('/api/courses') || url.pathname.startsWith('/api/partners')) {
      return coursera(url, response);
    }
    if (url.pathname === '/udemy.json') {
      return json(response, 200, [
        {
          title: 'Atendimento ao Cliente Nota 10',
          url: 'https://www.udemy.com/course/atendimento-nota-10/',
          language: 'Portuguese',
        },
        { title: 'Sem URL' },
      ]);
    }
    return spotify(url, request, response);
  });
});

let stack: TestStack;
let db: pg.Client;
const users: string[] = [];

async function account(admin: boolean): Promise<TestClient> {
  const { id, jwt } = await createTestAccount(db, { admin, label: 'fn' });
  users.push(id);
  return clientAs(stack.apiUrl, jwt);
}

async function courseraRows() {
  const { rows } = await db.query(
    `select title, description, provider, category, level, language, url, image_url, source_platform, is_active
       from public.courses where url like 'https://www.coursera.org/learn/course-%' order by url`,
  );
  return rows as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(FAKE_PORT, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  stack = await startStackOnFreeBlock(BASE, [200, 600, 700], {
    ELO_FUNCTIONS_DIR: 'tests/fixtures/functions',
    // Short enough for a test, long enough for every other function here (fakes on loopback).
    ELO_FUNCTIONS_IDLE_TIMEOUT_MS: '5000',
    ELO_TEST_SECRET: 's3cret',
    SPOTIFY_CLIENT_ID: SPOTIFY_ID,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_SECRET,
    SPOTIFY_ACCOUNTS_URL: fakeUrl,
    SPOTIFY_API_URL: fakeUrl,
    COURSERA_API_URL: fakeUrl,
    UDEMY_COURSES_URL: `${fakeUrl}/udemy.json`,
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
});

afterAll(async () => {
  if (db) {
    await db.query('delete from auth.users where id = any($1::uuid[])', [users]);
    await db.end();
  }
  await stack?.stop();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

describe('functions runtime with fixture functions', () => {
  it('passes a JSON body, the caller token and the environment secrets to the handler', async () => {
    const { data, error } = await anonClient(stack.apiUrl).functions.invoke('echo', {
      body: { hello: 'mundo' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      contentType: 'application/json',
      body: JSON.stringify({ hello: 'mundo' }),
      secret: 's3cret',
      supabaseUrl: stack.apiUrl,
      hasServiceKey: true,
    });
    expect(String(data.authorization)).toMatch(/^Bearer ey/);
  });

  it('returns the function status and body through FunctionsHttpError', async () => {
    const { error } = await anonClient(stack.apiUrl).functions.invoke('echo?status=418', { body: 'x' });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(418);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toMatchObject({ body: 'x', contentType: 'text/plain' });
  });

  it('answers a crash with a JSON 500 that does not repeat the error (it may hold secrets)', async () => {
    const { error } = await anonClient(stack.apiUrl).functions.invoke('crash', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('boom');
    expect(JSON.parse(text)).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
  });

  it('answers 504 IDLE_TIMEOUT when a function sends no response in time, as Supabase Edge does', async () => {
    const { error } = await anonClient(stack.apiUrl).functions.invoke('hang', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(504);
    expect(response.headers.get('sb-error-code')).toBe('IDLE_TIMEOUT');
    expect(await response.json()).toMatchObject({ code: 'IDLE_TIMEOUT' });
  }, 30_000);
});

describe('spotify-episodes against a fake Spotify', () => {
  it('gets a client-credentials token, asks for the BR market and maps the episodes', async () => {
    const { data, error } = await anonClient(stack.apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: SHOW_ID },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      episodes: [
        {
          id: `${SHOW_ID}-ep1`,
          name: 'Episódio 1: o que é CX',
          release_date: '2026-10-01',
          duration_ms: 1_800_000,
          description: 'Conversa sobre experiência do cliente.',
        },
        {
          id: `${SHOW_ID}-ep2`,
          name: 'Episódio 2',
          release_date: '2026-10-15',
          duration_ms: 2_400_000,
          description: 'Jornadas.',
        },
      ],
    });
    expect(calls('/api/token')).toHaveLength(1);
    const [episodes] = calls(`/v1/shows/${SHOW_ID}/episodes`);
    expect(episodes.query.get('market')).toBe('BR');
    expect(episodes.query.get('limit')).toBe('50');
  });

  it('serves the same show from its cache and reuses the token for another show', async () => {
    const again = await anonClient(stack.apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: SHOW_ID },
    });
    expect(again.error).toBeNull();
    expect(again.data.episodes).toHaveLength(2);
    expect(seen).toHaveLength(0);

    const other = await anonClient(stack.apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: OTHER_SHOW_ID },
    });
    expect(other.data.episodes[0].id).toBe(`${OTHER_SHOW_ID}-ep1`);
    expect(calls('/api/token')).toHaveLength(0);
    expect(calls(`/v1/shows/${OTHER_SHOW_ID}/episodes`)).toHaveLength(1);
  });

  it('answers 502 with a clear message when Spotify fails', async () => {
    const { error } = await anonClient(stack.apiUrl).functions.invoke('spotify-episodes', {
      body: { showId: FAILING_SHOW_ID },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: 'spotify_upstream_error',
      error: 'Não foi possível buscar os episódios no Spotify.',
    });
  });
});

describe('fetch-courses against a fake Coursera', () => {
  it('refuses a non-admin caller before touching the upstream or the table', async () => {
    const member = await account(false);
    for (const client of [member, anonClient(stack.apiUrl)]) {
      const { error } = await client.functions.invoke('fetch-courses', {
        body: { platform: 'Coursera', category: 'customer-experience', count: 10 },
      });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(calls('/api/courses.v1')).toHaveLength(0);
    expect(await courseraRows()).toEqual([]);
  });

  it('inserts the customer-experience courses for an admin, then a second sync adds no duplicates', async () => {
    const admin = await account(true);
    const body = { platform: 'Coursera', category: 'customer-experience', count: 10 };
    const first = await admin.functions.invoke('fetch-courses', { body });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ platform: 'Coursera', fetched: 10, upserted: 10, inserted: 10 });
    // 10 CX courses are found by the third page; it never reads past it.
    expect(calls('/api/courses.v1').map((request) => request.query.get('start'))).toEqual([
      '0',
      '100',
      '200',
    ]);

    const rows = await courseraRows();
    expect(rows.map((row) => String(row.url).split('/learn/')[1]).sort()).toEqual([...EXPECTED_SLUGS].sort());
    const bySlug = new Map(rows.map((row) => [String(row.url).split('/learn/')[1], row]));
    expect(bySlug.get('course-3')).toEqual({
      title: 'Customer Experience Strategy',
      description: 'Design journeys.',
      provider: 'Universidade Exemplo',
      category: 'customer-experience',
      level: null,
      language: 'English',
      url: 'https://www.coursera.org/learn/course-3',
      image_url: 'https://images.example.test/course-3.png',
      source_platform: 'Coursera',
      is_active: true,
    });
    expect(bySlug.get('course-17')).toMatchObject({ language: 'Portuguese', provider: 'Coursera' });
    expect(bySlug.get('course-88')).toMatchObject({ language: 'Spanish', provider: 'Empresa Modelo' });
    expect(bySlug.get('course-150')).toMatchObject({ language: null });

    // The team's own decisions survive a re-sync: a course switched off stays off.
    await db.query(`update public.courses set is_active = false, level = 'advanced' where url = $1`, [
      'https://www.coursera.org/learn/course-3',
    ]);
    const second = await admin.functions.invoke('fetch-courses', { body });
    expect(second.error).toBeNull();
    expect(second.data).toEqual({ platform: 'Coursera', fetched: 10, upserted: 10, inserted: 0 });
    expect(await courseraRows()).toHaveLength(10);
    const { rows: kept } = await db.query(`select is_active, level from public.courses where url = $1`, [
      'https://www.coursera.org/learn/course-3',
    ]);
    expect(kept).toEqual([{ is_active: false, level: 'advanced' }]);
  });

  it('syncs Udemy from a configured feed, skipping unusable entries', async () => {
    const admin = await account(true);
    const { data, error } = await admin.functions.invoke('fetch-courses', {
      body: { platform: 'Udemy', category: 'customer-experience', count: 10 },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ platform: 'Udemy', fetched: 1, upserted: 1, inserted: 1 });
    const { rows } = await db.query(
      `select title, provider, language, source_platform from public.courses
        where url = 'https://www.udemy.com/course/atendimento-nota-10/'`,
    );
    expect(rows).toEqual([
      {
        title: 'Atendimento ao Cliente Nota 10',
        provider: 'Udemy',
        language: 'Portuguese',
        source_platform: 'Udemy',
      },
    ]);
  });
});
