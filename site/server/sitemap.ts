import { communityLandingPath } from '#shared/brand.ts';

export interface SitemapEntry {
  /** Path on the site, e.g. '/blog/mapeando-a-jornada-do-cliente'. */
  path: string;
  /** When the page last changed (ISO date or timestamp); omitted when unknown or unreadable. */
  lastmod?: string;
}

/** The public pages that exist without any content; sign-in pages and private areas are left out. */
export const STATIC_SITEMAP_PATHS: string[] = [
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
  communityLandingPath,
];

/** The sitemap protocol's limit of URLs per file (and of sitemaps per index). */
const MAX_URLS = 50_000;

/**
 * URLs per child sitemap: well under the protocol's 50,000 (and its 50 MB), so one file stays quick to
 * read and render.
 */
export const SITEMAP_FILE_SIZE = 10_000;

/** Headers of the index and of every child sitemap. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=300',
};

/** The parts of the sitemap: static pages, then each kind of published content in numbered files. */
export const SITEMAP_SECTIONS = ['pages', 'blog', 'news', 'events', 'lp'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** Where a child sitemap lives: '/sitemap/blog-2.xml' (1-based). */
export function sitemapFilePath(section: SitemapSection, number: number): string {
  return `/sitemap/${section}-${number}.xml`;
}

/** The section and number a child sitemap's file name names; null for anything else. */
export function parseSitemapFile(file: string): { section: SitemapSection; number: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(file);
  if (!match || !(SITEMAP_SECTIONS as readonly string[]).includes(match[1]!)) return null;
  return { section: match[1] as SitemapSection, number: Number(match[2]) };
}

/** How many child files a section of `count` URLs takes (a section with none takes none). */
export function sitemapFileCount(count: number): number {
  return Math.ceil(Math.max(0, count) / SITEMAP_FILE_SIZE);
}

/** The child sitemaps of an index, in section order, for the URL count of each section. */
export function sitemapFiles(counts: Record<SitemapSection, number>): string[] {
  return SITEMAP_SECTIONS.flatMap((section) =>
    Array.from({ length: sitemapFileCount(counts[section]) }, (_, i) => sitemapFilePath(section, i + 1)),
  );
}

/** A sitemap index (sitemaps.org 0.9) naming child sitemaps by path on `siteUrl`. */
export function buildSitemapIndex(paths: string[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = paths
    .map((path) => absoluteUrl(path, origin))
    .filter((loc): loc is string => loc !== null)
    .slice(0, MAX_URLS)
    .map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n  </sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs on `siteUrl`; a path listed twice appears once. */
export function buildSitemap(entries: Array<SitemapEntry>, siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(entry.path, origin);
    if (!loc || seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = w3cDate(entry.lastmod);
    urls.push(
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`,
    );
    if (urls.length === MAX_URLS) break;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The path on the site's origin, percent-encoded; null for anything that would leave the site. */
function absoluteUrl(path: string, origin: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  try {
    const url = new URL(path, `${origin}/`);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** W3C datetime in UTC, as sitemaps expect; a plain date stays a date. */
function w3cDate(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
