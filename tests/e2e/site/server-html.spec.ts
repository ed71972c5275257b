import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test.ts';
import { sitemapText } from './sitemap-text.ts';
import { sql, sqlAnnounced, waitForHydration, withAnonReadsFailing } from './support.ts';

/**
 * What a crawler or a link preview sees: the production server's first response, no browser, no
 * script run.
 */
async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  return response.text();
}

function metaContent(page: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    page,
  );
  return match ? match[1] : null;
}

function canonical(page: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1] ?? null;
}

test.describe('server-rendered HTML', () => {
  test('home: pt-BR document, h1, title, description, canonical, Open Graph and Twitter card', async ({
    request,
    baseURL,
  }) => {
    const page = await html(request, '/');
    expect(page).toMatch(/<html lang="pt-BR"/);
    expect(page).toMatch(/<h1[^>]*>comunidade dos líderes de Customer Experience<\/h1>/);
    expect(page).toContain('<title>Elo CX — comunidade dos líderes de Customer Experience</title>');
    expect(metaContent(page, 'name', 'description')).toMatch(/Elo CX/);
    expect(canonical(page)).toBe(`${baseURL}/`);
    expect(metaContent(page, 'property', 'og:url')).toBe(`${baseURL}/`);
    expect(metaContent(page, 'property', 'og:type')).toBe('website');
    expect(metaContent(page, 'property', 'og:title')).toMatch(/Elo CX/);
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    // Seed content is in the HTML itself.
    expect(page).toContain('Helena Vasconcelos');
  });

  test('blog post: article in the HTML with its own head', async ({ request, baseURL }) => {
    const page = await html(request, '/blog/mapeando-a-jornada-do-cliente');
    expect(page).toMatch(/<h1[^>]*>Mapeando a jornada do cliente de ponta a ponta<\/h1>/);
    expect(page).toContain('Por que mapear a jornada');
    expect(page).toMatch(/<title>Mapeando a jornada do cliente de ponta a ponta \| Elo CX<\/title>/);
    expect(canonical(page)).toBe(`${baseURL}/blog/mapeando-a-jornada-do-cliente`);
    expect(metaContent(page, 'property', 'og:type')).toBe('article');
    expect(metaContent(page, 'property', 'og:title')).toMatch(/Mapeando a jornada/);
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  test('landing page: SEO fields in the head, content in the HTML', async ({ request, baseURL }) => {
    const page = await html(request, '/lp/imersao-elo-cx-2026');
    expect(page).toMatch(/<h1[^>]*>Imersão Elo CX 2026<\/h1>/);
    expect(page).toContain('Dia 1: Estratégia');
    expect(metaContent(page, 'name', 'description')).toMatch(/Três dias de imersão/);
    expect(canonical(page)).toBe(`${baseURL}/lp/imersao-elo-cx-2026`);
  });

  test('lists render their rows on the server', async ({ request }) => {
    expect(await html(request, '/events')).toContain('class="card event-card"');
    expect(await html(request, '/blog')).toContain('Mapeando a jornada do cliente de ponta a ponta');
    expect(await html(request, '/news')).toContain('Comunidade Elo CX chega a mil membros');
  });

  test('unknown paths and missing or unpublished slugs answer 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/caminho/que-nao-existe', '/404', '/blog/nao-existe', '/blog/cx-no-varejo-fisico']) {
      expect(await html(request, path, 404)).toContain('Oops! Página não encontrada');
    }
    // Landing pages go to /404 (spec), which itself answers 404.
    const draft = await request.get('/lp/programa-de-embaixadores', { maxRedirects: 0 });
    expect(draft.status()).toBe(302);
    expect(draft.headers()['location']).toBe('/404');
  });

  test('a failed backend read answers 503 with a pt-BR error page', async ({ request }) => {
    await withAnonReadsFailing('posts', async () => {
      const page = await html(request, '/blog/mapeando-a-jornada-do-cliente', 503);
      expect(page).toContain('Não foi possível carregar esta página agora.');
    });
  });
});

test.describe('production delivery', () => {
  test('pages and scripts are compressed, brotli first, gzip as fallback', async ({ request }) => {
    const brotli = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<html lang="pt-BR"');

    const script = /<script type="deferred-module"[^>]*>[^<]*import\("([^"]+)"\)/.exec(
      await gzip.text(),
    )?.[1];
    const asset = script ?? /href="(\/assets\/[^"]+\.js)"/.exec(await gzip.text())?.[1];
    expect(asset).toMatch(/^\/assets\//);
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-encoding']).toBe('br');
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('hydration scripts come inert in the HTML; the poster and the storage origin come first', async ({
    request,
  }) => {
    const page = await html(request, '/');
    expect(page).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    const preloads = [...page.matchAll(/<link rel="deferred-modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length).toBeGreaterThan(2);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // Each script carries the page's CSP nonce.
    expect(page).toMatch(
      /<script nonce="[^"]+" type="deferred-module" async="">[^<]*import\("\/assets\/entry\.client-/,
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+"/);
    expect(head).toMatch(
      /<link rel="preload" href="\/media\/video-poster\/[^"]+" as="image" fetchPriority="high"/,
    );
    // The poster is the only image the head asks for: the partner's logo at the foot loads lazily.
    expect([...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)]).toHaveLength(1);
    expect(page).toMatch(/<img[^>]*alt="CX Brasil Partners[^"]*"[^>]*loading="lazy"/);
  });

  test("the home video's poster is served from the site's origin, byte for byte the stored image", async ({
    request,
  }) => {
    const page = await html(request, '/');
    // The poster is drawn first as an image; the player comes once the page is idle.
    const path = /<img class="video-frame__video" src="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(path).toMatch(/^\/media\/video-poster\/[0-9a-f-]{36}\?v=\w+$/);
    const id = /video-poster\/([^?]+)/.exec(path!)![1]!;
    const [video] = await sql<{ thumbnail_url: string }>(
      'select thumbnail_url from public.videos where id = $1',
      [id],
    );
    const poster = await request.get(path!);
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
    expect(poster.headers()['cache-control']).toBe('public, max-age=86400');
    const stored = await request.get(video!.thumbnail_url);
    expect(Buffer.compare(await poster.body(), await stored.body())).toBe(0);

    // No such video, or not a video id at all: 404, never a relay of anything else.
    expect((await request.get('/media/video-poster/00000000-0000-4000-8000-000000000000')).status()).toBe(
      404,
    );
    expect((await request.get('/media/video-poster/..%2F..%2Fetc')).status()).toBe(404);
  });

  test('the page is parsed and rendered before any hydration script is fetched, then hydrates and navigates in place', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // When the page rendered its first frame (animation frames run only once it renders).
    await page.addInitScript(() => {
      requestAnimationFrame(() => Object.assign(window, { firstFrame: performance.now() }));
    });
    await page.goto('/events');
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
    const order = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventEnd as number,
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(order.scripts.length).toBeGreaterThan(2);
    for (const start of order.scripts) {
      expect(start).toBeGreaterThan(order.parsed);
      expect(start).toBeGreaterThan(order.firstFrame);
    }

    // Hydrated (React holds the link's props): the router follows it without loading a new document.
    const blog = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' });
    await waitForHydration(blog);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("on the home, the hydration scripts are fetched only once the video's poster has loaded", async ({
    page,
  }) => {
    // A slow poster (a phone's connection): without the wait, the scripts start as soon as the page paints.
    await page.route('**/media/video-poster/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
      return {
        poster: resources
          .filter((entry) => path(entry).startsWith('/media/video-poster/'))
          .map((e) => e.responseEnd),
        scripts: resources
          .filter((entry) => path(entry).startsWith('/assets/') && path(entry).endsWith('.js'))
          .map((entry) => entry.startTime),
      };
    });
    expect(timing.poster).toHaveLength(1);
    expect(timing.scripts.length).toBeGreaterThan(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.poster[0]!);
  });

  test('pages get a short cache with revalidation; a missing asset is a 404', async ({ request }) => {
    const page = await request.get('/events');
    // Browsers ask again every time; shared caches keep a visitor's page a few seconds, then refresh
    // it in the background.
    expect(page.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(page.headers()['cache-control']).not.toMatch(/immutable/);
    expect((await request.get('/assets/nao-existe-123.js')).status()).toBe(404);
    const admin = await request.get('/admin');
    expect(admin.status()).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');
  });
});

/** Every JSON-LD document of a page, parsed (a page may hold an array of them). */
function jsonLd(page: string): Array<Record<string, unknown>> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block[1]!) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): [number, number] {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('JPEG without a frame header');
}

test.describe('structured data, share images, crawl files and feeds', () => {
  test('home has Organization and WebSite; a blog post has BlogPosting', async ({ request }) => {
    const types = jsonLd(await html(request, '/')).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const [post] = jsonLd(await html(request, '/blog/mapeando-a-jornada-do-cliente'));
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Mapeando a jornada do cliente de ponta a ponta',
    });
    expect(post!['datePublished']).toBeTruthy();
  });

  test('a landing page: its SEO fields in Open Graph, WebPage JSON-LD and 1200×630 share images', async ({
    request,
    baseURL,
  }) => {
    const slug = 'imersao-elo-cx-2026';
    const url = `${baseURL}/lp/${slug}`;
    const page = await html(request, `/lp/${slug}`);
    expect(metaContent(page, 'property', 'og:url')).toBe(url);
    // The seed's own fields: og_title and og_description for the share, meta_title for the page.
    expect(page).toContain('<title>Imersão Elo CX 2026 | Elo CX</title>');
    expect(metaContent(page, 'property', 'og:title')).toBe('Imersão Elo CX 2026');
    expect(metaContent(page, 'property', 'og:description')).toBe(
      'Estratégia, jornada e operação de CX em três dias de imersão.',
    );
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    const [webPage] = jsonLd(page);
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      '@id': url,
      url,
      isPartOf: { '@id': `${baseURL}/#website` },
    });
    expect(webPage!['name']).toBe('Imersão Elo CX 2026 | Elo CX');
    expect(webPage!['datePublished']).toBeTruthy();

    // Its own share image (og_image) and the drawn card are both 1200×630.
    const image = metaContent(page, 'property', 'og:image')!;
    expect(webPage!['image']).toBe(image);
    const own = await request.get(image);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await own.body())).toEqual([1200, 630]);
    const card = await request.get(`/og/lp/${slug}.png`);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual([1200, 630]);
  });

  test('each event card links to the event page: h1, Event JSON-LD, calendar, 1200×630 share image', async ({
    request,
    baseURL,
  }) => {
    const list = await html(request, '/events');
    const path = /href="(\/events\/[0-9a-f-]{36})"/.exec(list)?.[1];
    expect(path).toBeTruthy();
    const page = await html(request, path!);
    expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(page).toContain('Adicionar ao calendário');
    expect(canonical(page)).toBe(`${baseURL}${path}`);
    const [event] = jsonLd(page);
    expect(event).toMatchObject({ '@type': 'Event', url: `${baseURL}${path}` });
    expect(event!['startDate']).toBeTruthy();
    expect(String(event!['eventAttendanceMode'])).toMatch(/(Online|Offline|Mixed)EventAttendanceMode$/);

    const image = metaContent(page, 'property', 'og:image');
    expect(image).toBe(`${baseURL}/og${path}.png`);
    const png = await request.get(image!);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual([1200, 630]);

    expect((await request.get('/events/00000000-0000-0000-0000-000000000000')).status()).toBe(404);
    expect((await request.get('/og/blog/nao-existe.png')).status()).toBe(404);
  });

  test('a blog post without a cover shares the generated card', async ({ request, baseURL }) => {
    const slug = 'mapeando-a-jornada-do-cliente';
    const [{ cover }] = await sql<{ cover: string | null }>(
      'select cover_image_url as cover from public.posts where slug = $1',
      [slug],
    );
    // Announced, as the back-office's writes are: the page cached before the change is dropped.
    await sqlAnnounced('update public.posts set cover_image_url = null where slug = $1', [slug]);
    try {
      const image = `${baseURL}/og/blog/${slug}.png`;
      // The site server hears the announcement on its own connection, a moment after this test does:
      // well within the cache's five fresh seconds, the page shares the generated card.
      await expect
        .poll(async () => metaContent(await html(request, `/blog/${slug}`), 'property', 'og:image'), {
          timeout: 3000,
        })
        .toBe(image);
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual([1200, 630]);
    } finally {
      await sqlAnnounced('update public.posts set cover_image_url = $2 where slug = $1', [slug, cover]);
    }
  });

  test('robots.txt names the sitemap and keeps crawlers out of /admin and /member', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Disallow: \/member/);
  });

  test('sitemap lists published content with lastmod and no draft', async ({ request, baseURL }) => {
    const xml = await sitemapText(request);
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain(`<loc>${baseURL}/blog/mapeando-a-jornada-do-cliente</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/lp/imersao-elo-cx-2026</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/events</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/events\/[0-9a-f-]{36}<\/loc>/);
    expect(xml).toContain('<lastmod>');
    expect(xml).not.toContain('cx-no-varejo-fisico');
    expect(xml).not.toContain('programa-de-embaixadores');
  });

  test('RSS feeds of the blog and the news, announced on their pages', async ({ request }) => {
    const blog = await request.get('/rss.xml');
    expect(blog.headers()['content-type']).toMatch(/rss\+xml/);
    const blogXml = await blog.text();
    expect(blogXml).toMatch(/<rss version="2.0"/);
    expect(blogXml).toContain('Mapeando a jornada do cliente de ponta a ponta');
    expect(blogXml).not.toContain('CX no varejo físico depois do digital');
    const newsXml = await (await request.get('/news/rss.xml')).text();
    expect(newsXml).toMatch(/<rss version="2.0"/);
    expect(newsXml).toContain('Comunidade Elo CX chega a mil membros');
    expect(newsXml).not.toContain('Mapeando a jornada do cliente de ponta a ponta');
    expect(await html(request, '/blog')).toMatch(
      /<link nonce="[^"]+" rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/,
    );
    expect(await html(request, '/news')).toMatch(
      /<link nonce="[^"]+" rel="alternate" type="application\/rss\+xml"[^>]*href="\/news\/rss.xml"/,
    );
  });
});
