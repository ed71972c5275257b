import { communityLandingPath } from '../../shared/brand';

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

/** The sitemap protocol's limit of URLs per file. */
const MAX_URLS = 50_000;

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
