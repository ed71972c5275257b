// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  buildSitemap,
  buildSitemapIndex,
  parseSitemapFile,
  SITEMAP_FILE_SIZE,
  sitemapFiles,
  STATIC_SITEMAP_PATHS,
} from '#site/server/sitemap.ts';

const SITE = 'https://elocx.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urls(xml: string): Array<{ loc: string | null; lastmod: string | null }> {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  expect(doc.documentElement.localName).toBe('urlset');
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent ?? null,
    lastmod: url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

describe('sitemap', () => {
  it('lists absolute URLs with their last change', () => {
    const xml = buildSitemap(
      [
        { path: '/' },
        { path: '/blog/mapeando-a-jornada-do-cliente', lastmod: '2026-11-21T13:45:10.123+00:00' },
        { path: '/events', lastmod: '2026-11-20' },
      ],
      `${SITE}/`,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urls(xml)).toEqual([
      { loc: `${SITE}/`, lastmod: null },
      { loc: `${SITE}/blog/mapeando-a-jornada-do-cliente`, lastmod: '2026-11-21T13:45:10Z' },
      { loc: `${SITE}/events`, lastmod: '2026-11-20' },
    ]);
  });

  it('escapes and encodes what a path holds, once per path', () => {
    const xml = buildSitemap(
      [
        { path: '/lp/ação?a=1&b=<2>' },
        { path: '/lp/ação?a=1&b=<2>' },
        { path: '/blog/x', lastmod: 'não é data' },
      ],
      SITE,
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(urls(xml)).toEqual([
      { loc: `${SITE}/lp/a%C3%A7%C3%A3o?a=1&b=%3C2%3E`, lastmod: null },
      { loc: `${SITE}/blog/x`, lastmod: null },
    ]);
  });

  it('never lists another site', () => {
    const xml = buildSitemap([{ path: '//evil.example/x' }, { path: 'https://evil.example/' }], SITE);
    expect(urls(xml)).toEqual([]);
  });

  it('names the public static pages and no private or sign-in page', () => {
    expect(STATIC_SITEMAP_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/prelaunch',
        '/events',
        '/podcast',
        '/news',
        '/jobs',
        '/courses',
        '/newsletter',
        '/blog',
        '/community',
        '/privacidade',
        '/elocx-club',
      ]),
    );
    for (const path of STATIC_SITEMAP_PATHS) {
      expect(path).not.toMatch(/^\/(admin|member|login|admin-login|admin-auth)(\/|$)/);
    }
  });
});

describe('sitemap index', () => {
  it('names one file per started block of URLs, in section order, none for an empty section', () => {
    expect(SITEMAP_FILE_SIZE).toBeLessThanOrEqual(50_000);
    expect(
      sitemapFiles({ pages: 12, blog: SITEMAP_FILE_SIZE * 2 + 1, news: 0, events: SITEMAP_FILE_SIZE, lp: 1 }),
    ).toEqual([
      '/sitemap/pages-1.xml',
      '/sitemap/blog-1.xml',
      '/sitemap/blog-2.xml',
      '/sitemap/blog-3.xml',
      '/sitemap/events-1.xml',
      '/sitemap/lp-1.xml',
    ]);
  });

  it('is a sitemapindex of absolute, escaped URLs on the site', () => {
    const xml = buildSitemapIndex(
      ['/sitemap/pages-1.xml', '//evil.example/x', '/sitemap/a&b.xml'],
      `${SITE}/`,
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(NS);
    const locs = [...doc.getElementsByTagNameNS(NS, 'sitemap')].map(
      (entry) => entry.getElementsByTagNameNS(NS, 'loc')[0]?.textContent,
    );
    expect(locs).toEqual([`${SITE}/sitemap/pages-1.xml`, `${SITE}/sitemap/a&b.xml`]);
  });

  it('reads back the files it names and nothing else', () => {
    expect(parseSitemapFile('blog-12.xml')).toEqual({ section: 'blog', number: 12 });
    expect(parseSitemapFile('pages-1.xml')).toEqual({ section: 'pages', number: 1 });
    for (const name of [
      'blog-0.xml',
      'blog-01.xml',
      'posts-1.xml',
      'blog-1.txt',
      'blog.xml',
      '../blog-1.xml',
    ]) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
  });
});
