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

/**
 * The production site server's page cache, on the real site build against the real stack: anonymous
 * pages come from the cache, members always get their own render, and content changes (announced by
 * the database with NOTIFY) show up at once. Pages are kept for ten minutes here, so only a purge can
 * bring a change in.
 */
const port = inject('portBase') + 75;
const site = `http://localhost:${port}`;
const distDir = path.join(REPO_ROOT, '.local', 'page-cache-test-dist', String(port));
const PREFIX = `cache-${randomUUID().slice(0, 8)}`;

let server: ScriptRun | undefined;
let admin: TestAccount;
const members: SignedInMember[] = [];

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${site}${pathname}`, {
    headers: { 'accept-encoding': 'br', ...headers },
    redirect: 'manual',
  });
  // fetch decodes the body as a browser would (content-encoding stays in the headers).
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Asks until `check` holds, for a few seconds at most (the announcement travels through PostgreSQL). */
async function eventually(pathname: string, check: (answer: Answer) => boolean): Promise<Answer> {
  let answer = await get(pathname);
  for (let attempt = 0; attempt < 50 && !check(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await get(pathname);
  }
  return answer;
}

async function member(label: string) {
  const name = `Membro ${label} ${randomUUID().slice(0, 6)}`;
  return signedInMember(inject('dbUrl'), inject('apiUrl'), {
    name,
    email: `${PREFIX}-${label.toLowerCase()}@example.com.br`,
  });
}

async function adminWrite(method: 'POST' | 'PATCH' | 'DELETE', query: string, body?: unknown): Promise<void> {
  const response = await fetch(`${inject('apiUrl')}/rest/v1/${query}`, {
    method,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${admin.jwt}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

beforeAll(async () => {
  await copySiteBuild(distDir);
  admin = await withDb(inject('dbUrl'), (db) => createTestAccount(db, { admin: true, label: PREFIX }));
  members.push(await member('Alfa'), await member('Beta'));
  // Alfa's member row: the dashboard reads its join date with Alfa's own token.
  await withDb(inject('dbUrl'), (db) =>
    db.query(
      `insert into public.members (id, full_name, email, created_at) values ($1, $2, $3, '2025-03-10T15:00:00Z')`,
      [members[0]!.id, members[0]!.name, `${PREFIX}-alfa@example.com.br`],
    ),
  );
  // The production server (npm run serve) in a process of its own, as it runs for real: its own
  // reads go straight to PostgREST (ELO_PORT_BASE + 8), as start:prod sets it.
  server = runScript(
    'serve.ts',
    [],
    {
      PORT: String(port),
      ELO_DIST_DIR: distDir,
      SUPABASE_URL: inject('apiUrl'),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SITE_DATABASE_URL: inject('dbUrl'),
      SITE_PAGE_CACHE_SECONDS: '600',
      ELO_INTERNAL_REST_URL: `http://127.0.0.1:${inject('portBase') + 8}`,
    },
    900_000,
  );
  await waitForReady(server, 'Site: ');
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await withDb(inject('dbUrl'), (db) => db.query(`delete from public.posts where slug like '${PREFIX}%'`));
  for (const member of members) await deleteAuthUser(inject('dbUrl'), member.id);
  if (admin) await deleteAuthUser(inject('dbUrl'), admin.id);
  await rm(distDir, { recursive: true, force: true });
});

describe('anonymous pages', () => {
  it('are rendered once, then served from the cache in every encoding', async () => {
    const first = await get('/courses');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const again = await get('/courses');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/);
    const gzip = await get('/courses', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('x-cache')).toBe('hit');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toBe(first.body);
    const plain = await get('/courses', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(first.body);
    // A cookie that changes nothing on the page (not a session, not the sign-in message) is no reason
    // to render again.
    expect((await get('/courses', { cookie: 'tema=escuro' })).headers.get('x-cache')).toBe('hit');
    // The browser's copy is still good: 304, no body.
    const conditional = await fetch(`${site}/courses`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(conditional.status).toBe(304);
  });
});

describe('members', () => {
  it('never get a cached page, and the cache never hands one member’s page to a visitor or another member', async () => {
    const [alfa, beta] = members as [(typeof members)[0], (typeof members)[0]];
    for (const pathname of ['/blog', '/events', '/member/dashboard']) {
      const visitorBefore = await get(pathname);
      const asAlfa = await get(pathname, { cookie: alfa.cookie });
      expect(asAlfa.headers.get('x-cache'), pathname).toBe('bypass');
      expect(asAlfa.headers.get('cache-control'), pathname).toBe('private, no-store');
      expect(asAlfa.body, pathname).toContain(alfa.name);
      const asBeta = await get(pathname, { cookie: `tema=claro; ${beta.cookie}` });
      expect(asBeta.headers.get('x-cache'), pathname).toBe('bypass');
      expect(asBeta.body, pathname).toContain(beta.name);
      expect(asBeta.body, pathname).not.toContain(alfa.name);
      // Read with the member's own token, straight from PostgREST: their join date, and no one else's.
      if (pathname === '/member/dashboard') {
        expect(asAlfa.body).toMatch(/>Desde (<!-- -->)?10 de março de 2025</);
        expect(asBeta.body).not.toContain('10 de março de 2025');
      }
      const visitor = await get(pathname);
      expect(visitor.body, pathname).not.toContain(alfa.name);
      expect(visitor.body, pathname).not.toContain(beta.name);
      expect(visitorBefore.body, pathname).not.toContain(alfa.name);
    }
    // Member pages are never kept, not even the signed-out lock card a visitor gets.
    const lock = await get('/member/dashboard');
    expect(lock.headers.get('x-cache')).toBe('bypass');
    expect(lock.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the sign-in message cookie is read by a fresh render, never served from the cache', async () => {
    await get('/events');
    const flash = encodeURIComponent(
      JSON.stringify({ title: 'Falha no login', message: 'Teste', tone: 'error' }),
    );
    const answer = await get('/events', { cookie: `elo-auth-flash=${flash}` });
    expect(answer.headers.get('x-cache')).toBe('bypass');
    expect(answer.headers.get('set-cookie')).toMatch(/elo-auth-flash=;/);
  });
});

describe('content changes', () => {
  it('a publish, an edit, an unpublish and a delete show up at once on the pages they touch', async () => {
    const slug = `${PREFIX}-publicacao`;
    const title = `Publicação ${PREFIX}`;
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    expect((await get(`/blog/${slug}`)).headers.get('x-cache')).toBe('hit');
    await get('/blog');
    expect((await get('/blog')).headers.get('x-cache')).toBe('hit');
    const sitemapBefore = await get('/sitemap/blog-1.xml');
    expect(sitemapBefore.body).not.toContain(slug);

    await adminWrite('POST', 'posts', { type: 'blog', title, slug, excerpt: 'Resumo', status: 'published' });
    expect((await eventually('/blog', (a) => a.body.includes(title))).body).toContain(title);
    const page = await eventually(`/blog/${slug}`, (a) => a.status === 200);
    expect(page.status).toBe(200);
    expect(page.body).toContain(title);
    expect((await get('/sitemap/blog-1.xml')).body).toContain(`/blog/${slug}`);

    await adminWrite('PATCH', `posts?slug=eq.${slug}`, { title: `${title} revista` });
    expect((await eventually(`/blog/${slug}`, (a) => a.body.includes(`${title} revista`))).body).toContain(
      `${title} revista`,
    );

    await adminWrite('PATCH', `posts?slug=eq.${slug}`, { status: 'draft' });
    expect((await eventually(`/blog/${slug}`, (a) => a.status === 404)).status).toBe(404);
    expect((await eventually('/blog', (a) => !a.body.includes(title))).body).not.toContain(title);

    await adminWrite('PATCH', `posts?slug=eq.${slug}`, { status: 'published' });
    expect((await eventually(`/blog/${slug}`, (a) => a.status === 200)).status).toBe(200);
    await adminWrite('DELETE', `posts?slug=eq.${slug}`);
    expect((await eventually(`/blog/${slug}`, (a) => a.status === 404)).status).toBe(404);
  });

  it('a scheduled post appears when its time comes, though nothing was written then', async () => {
    const slug = `${PREFIX}-agendada`;
    const title = `Agendada ${PREFIX}`;
    const publishAt = new Date(Date.now() + 3000).toISOString();
    await adminWrite('POST', 'posts', {
      type: 'blog',
      title,
      slug,
      excerpt: 'Resumo',
      status: 'published',
      published_at: publishAt,
    });
    // Not yet: the 404 is kept (served from the cache), and only the post's time can bring the page in.
    let answer = await get(`/blog/${slug}`);
    let keptNotFound = false;
    for (let attempt = 0; attempt < 100 && answer.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await get(`/blog/${slug}`);
      if (answer.status === 404 && answer.headers.get('x-cache') === 'hit') keptNotFound = true;
    }
    expect(keptNotFound).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(title);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
  });
});
