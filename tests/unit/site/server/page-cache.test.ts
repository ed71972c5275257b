import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { authFlashCookie } from '#site/src/auth/flow.server.ts';
import { ENTRY_OVERHEAD_BYTES, PageCache, etagOf, type Rendered } from '#site/server/page-cache.ts';
import {
  carriesPageCookies,
  isCacheableRequest,
  negotiateEncoding,
  pageCacheSettings,
  readRendered,
} from '#site/server/page-cache-http.ts';
import { parseContentChange, stalePages } from '#site/server/page-cache-purge.ts';

function page(text: string, keep = true): Rendered {
  const body = Buffer.from(text);
  return {
    keep,
    page: { status: 200, headers: [['content-type', 'text/html']], body, etag: etagOf(body) },
  } as Rendered;
}

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('page cache', () => {
  it('serves a fresh page, then a stale one while one render refreshes it, then renders again', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 5000, staleMs: 10_000, now: time.now });
    let renders = 0;
    const render = async () => page(`v${++renders}`);
    expect((await cache.get('/a', '/a', render)).state).toBe('miss');
    const hit = await cache.get('/a', '/a', render);
    expect([hit.state, hit.page.body.toString()]).toEqual(['hit', 'v1']);
    time.advance(6000);
    const stale = await cache.get('/a', '/a', render);
    expect([stale.state, stale.page.body.toString()]).toEqual(['stale', 'v1']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('/a', '/a', render)).page.body.toString()).toBe('v2');
    time.advance(20_000);
    expect((await cache.get('/a', '/a', render)).state).toBe('miss');
    expect(renders).toBe(3);
  });

  it('renders a burst of misses once', async () => {
    const cache = new PageCache({ freshMs: 5000, staleMs: 0 });
    let renders = 0;
    const render = () =>
      new Promise<Rendered>((resolve) => setTimeout(() => resolve(page(`v${++renders}`)), 10));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/a', '/a', render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.page.body.toString()))).toEqual(new Set(['v1']));
  });

  it('drops what a purge names, and never keeps a render that was under way during one', async () => {
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0 });
    await cache.get('/blog', '/blog', async () => page('lista'));
    await cache.get('/jobs', '/jobs', async () => page('vagas'));
    let finish: (value: Rendered) => void = () => undefined;
    const slow = cache.get(
      '/events',
      '/events',
      () => new Promise<Rendered>((resolve) => (finish = resolve)),
    );
    expect(cache.purge((pathname) => pathname === '/blog' || pathname === '/events')).toBe(1);
    finish(page('antes'));
    expect((await slow).page.body.toString()).toBe('antes');
    expect((await cache.get('/events', '/events', async () => page('depois'))).state).toBe('miss');
    expect((await cache.get('/blog', '/blog', async () => page('nova'))).state).toBe('miss');
    expect((await cache.get('/jobs', '/jobs', async () => page('outra'))).state).toBe('hit');
  });

  it('keeps no page a render says is not for everyone', async () => {
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0 });
    await cache.get('/a', '/a', async () => page('pessoal', false));
    expect((await cache.get('/a', '/a', async () => page('outra'))).state).toBe('miss');
  });

  it('stays within its bounds, least recently used first', async () => {
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxEntries: 2 });
    await cache.get('/a', '/a', async () => page('a'));
    await cache.get('/b', '/b', async () => page('b'));
    await cache.get('/a', '/a', async () => page('a2'));
    await cache.get('/c', '/c', async () => page('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('/a', '/a', async () => page('x'))).state).toBe('hit');
    expect((await cache.get('/b', '/b', async () => page('x'))).state).toBe('miss');
  });

  it('keeps pages within its byte budget, encodings included, least recently used out first', async () => {
    // Random bytes do not compress: each page and each encoding of it costs about 10 KB.
    const body = () => randomBytes(10_000).toString('base64').slice(0, 10_000);
    const maxBytes = 2 * (10_000 + ENTRY_OVERHEAD_BYTES) + 2_000;
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxBytes });
    await cache.get('/a', '/a', async () => page(body()));
    const b = await cache.get('/b', '/b', async () => page(body()));
    expect(cache.size).toBe(2);
    expect(cache.byteSize).toBe(2 * (10_000 + ENTRY_OVERHEAD_BYTES));
    // Its brotli copy no longer fits beside /a: /a, used least recently, goes.
    await cache.encode(b.page, b.entry, 'br');
    expect(cache.byteSize).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBe(1);
    expect((await cache.get('/b', '/b', async () => page('x'))).state).toBe('hit');
    expect((await cache.get('/a', '/a', async () => page('a de novo'))).state).toBe('miss');
    // A page larger than the whole budget is sent but not kept.
    await cache.get('/grande', '/grande', async () => page('x'.repeat(maxBytes)));
    expect(cache.byteSize).toBeLessThanOrEqual(maxBytes);
    expect((await cache.get('/grande', '/grande', async () => page('y'))).state).toBe('miss');
    expect((await cache.get('/b', '/b', async () => page('x'))).state).toBe('hit');
  });

  it('sweeps out pages past their stale time, and what they weighed', async () => {
    const time = clock();
    const cache = new PageCache({ freshMs: 5000, staleMs: 30_000, now: time.now });
    await cache.get('/antiga', '/antiga', async () => page('antiga'));
    time.advance(20_000);
    await cache.get('/recente', '/recente', async () => page('recente'));
    expect(cache.sweep()).toBe(0);
    time.advance(15_000);
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.byteSize).toBe('recente'.length + ENTRY_OVERHEAD_BYTES);
    time.advance(20_000);
    expect(cache.sweep()).toBe(1);
    expect(cache.byteSize).toBe(0);
  });

  it('compresses a kept page once per encoding, and both decode to the page', async () => {
    const cache = new PageCache({ freshMs: 60_000, staleMs: 0 });
    const html = '<p>Olá, comunidade</p>'.repeat(200);
    const { page: kept, entry } = await cache.get('/a', '/a', async () => page(html));
    const br = cache.encode(kept, entry, 'br');
    expect(cache.encode(kept, entry, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(html);
    expect(gunzipSync(await cache.encode(kept, entry, 'gzip')).toString()).toBe(html);
  });
});

describe('what the site server may answer from the cache', () => {
  it('reads its bounds from the environment, with sane defaults', () => {
    expect(pageCacheSettings({})).toEqual({ freshSeconds: 5, staleSeconds: 30, maxMegabytes: 32 });
    expect(pageCacheSettings({ SITE_PAGE_CACHE_SECONDS: '0', SITE_PAGE_CACHE_MB: '8' })).toMatchObject({
      freshSeconds: 0,
      maxMegabytes: 8,
    });
    expect(pageCacheSettings({ SITE_PAGE_CACHE_MB: 'muito' }).maxMegabytes).toBe(32);
    expect(pageCacheSettings({ SITE_PAGE_CACHE_MB: '-1' }).maxMegabytes).toBe(32);
  });

  const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

  it('anonymous GETs of public pages only', () => {
    for (const url of [
      '/',
      '/events',
      '/events/abc',
      '/blog/x?utm=1',
      '/lp/x',
      '/sitemap.xml',
      '/sitemap/blog-1.xml',
      '/rss.xml',
      '/elocx-club',
    ]) {
      expect(isCacheableRequest(get(url)), url).toBe(true);
    }
    for (const url of [
      '/member/dashboard',
      '/pre-visualizar/1',
      '/login',
      '/auth/callback',
      '/newsletter/confirmar?t=1',
      '/events/1/rsvp',
      '/admin-login',
    ]) {
      expect(isCacheableRequest(get(url)), url).toBe(false);
    }
    expect(isCacheableRequest({ method: 'POST', url: '/events', headers: {} })).toBe(false);
    // HEAD answers exactly as GET does, so it reads the same cached page.
    expect(isCacheableRequest({ method: 'HEAD', url: '/events', headers: {} })).toBe(true);
    expect(isCacheableRequest(get('/events', { authorization: 'Bearer x' }))).toBe(false);
  });

  it('never for a session, a sign-in under way or the sign-in message; other cookies do not matter', () => {
    const flash = authFlashCookie({ title: 'Falha no login', message: 'x', tone: 'error' }, false).split(
      ';',
    )[0]!;
    for (const cookie of [
      'sb-127-auth-token=base64-abc',
      'tema=escuro; sb-elocx-auth-token.0=a; sb-elocx-auth-token.1=b',
      'sb-127-auth-token-code-verifier=xyz',
      flash,
    ]) {
      expect(carriesPageCookies(cookie), cookie).toBe(true);
      expect(isCacheableRequest(get('/events', { cookie })), cookie).toBe(false);
    }
    expect(isCacheableRequest(get('/events', { cookie: 'tema=escuro; _ga=1' }))).toBe(true);
  });

  it('keeps a rendered page only when it is the same for everyone', async () => {
    const html = { 'content-type': 'text/html' };
    expect((await readRendered(new Response('ok', { headers: html }))).keep).toBe(true);
    expect((await readRendered(new Response('nada', { status: 404, headers: html }))).keep).toBe(true);
    expect((await readRendered(new Response('erro', { status: 503, headers: html }))).keep).toBe(false);
    expect((await readRendered(new Response(null, { status: 302, headers: { location: '/' } }))).keep).toBe(
      false,
    );
    const withCookie = new Response('ok', { headers: { ...html, 'set-cookie': 'a=1' } });
    const read = await readRendered(withCookie);
    expect(read.keep).toBe(false);
    expect(read.setCookie).toEqual(['a=1']);
    expect(read.page.headers.some(([name]) => name === 'set-cookie')).toBe(false);
    const personal = new Response('ok', { headers: { ...html, 'cache-control': 'private, no-store' } });
    expect((await readRendered(personal)).keep).toBe(false);
    expect((await readRendered(new Response('x', { headers: { 'content-type': 'image/png' } }))).keep).toBe(
      false,
    );
  });

  it('negotiates brotli, else gzip, else no encoding; odd headers get none', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('br;q=abc, ,;;,gzip;q=2')).toBe('identity');
  });
});

describe('which pages a content change makes stale', () => {
  it('a blog post: its page, the blog, the homes, the feeds and the sitemap; nothing else', () => {
    const stale = stalePages({ table: 'posts', keys: ['blog:meu-post'] });
    for (const path of [
      '/blog/meu-post',
      '/blog',
      '/',
      '/rss.xml',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/sitemap/blog-1.xml',
    ]) {
      expect(stale(path), path).toBe(true);
    }
    for (const path of ['/blog/outro', '/events', '/news', '/lp/meu-post', '/jobs'])
      expect(stale(path), path).toBe(false);
  });

  it('an event or an RSVP: the event, the list and the home; a landing page: its page and the sitemap', () => {
    const rsvp = stalePages({ table: 'event_rsvps', keys: ['event:e1'] });
    expect(['/events/e1', '/events', '/'].every(rsvp)).toBe(true);
    expect(rsvp('/events/e2')).toBe(false);
    expect(rsvp('/sitemap.xml')).toBe(false);
    const landing = stalePages({ table: 'posts', keys: ['landing-pages:oferta'] });
    expect(['/lp/oferta', '/sitemap.xml'].every(landing)).toBe(true);
    expect(landing('/blog')).toBe(false);
  });

  it('a change too large to name, a table without pages of its own, or an unknown one', () => {
    const posts = stalePages({ table: 'posts', keys: null });
    expect(['/blog/x', '/news', '/lp/y', '/', '/rss.xml', '/sitemap/blog-2.xml'].every(posts)).toBe(true);
    expect(posts('/events')).toBe(false);
    const members = stalePages({ table: 'members', keys: null });
    expect(['/', '/prelaunch', '/events/e1'].every(members)).toBe(true);
    expect(members('/blog')).toBe(false);
    expect(stalePages({ table: '*', keys: null })('/qualquer')).toBe(true);
  });

  it('reads the database announcement, and nothing else', () => {
    expect(parseContentChange('{"table": "posts", "keys": ["blog:a"]}')).toEqual({
      table: 'posts',
      keys: ['blog:a'],
    });
    expect(parseContentChange('{"table": "jobs", "keys": null}')).toEqual({ table: 'jobs', keys: null });
    expect(parseContentChange('não é json')).toBeNull();
    expect(parseContentChange('{"keys": []}')).toBeNull();
  });
});
