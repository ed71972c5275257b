import { Feed, type Enclosure } from 'feed';
import { BRAND } from '#shared/brand.ts';
import { RSS_FEED_PATHS } from '../src/lib/feedPaths.ts';

export interface FeedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  published_at: string;
  updated_at: string | null;
  cover_image_url: string | null;
}

export interface RssFeedInput {
  kind: 'blog' | 'news';
  /** Public origin of the site, e.g. 'https://elocx.com.br' (a trailing slash is ignored). */
  siteUrl: string;
  /** Published posts, newest first. */
  posts: FeedPost[];
}

const FEEDS = {
  blog: {
    title: `Blog ${BRAND.name}`,
    description: `Artigos sobre Customer Experience da ${BRAND.name}, a ${BRAND.tagline}.`,
    pagePath: '/blog',
  },
  news: {
    title: `Notícias ${BRAND.name}`,
    description: `Novidades do mercado de Customer Experience e da ${BRAND.name}.`,
    pagePath: '/news',
  },
} as const;

/** Image types a feed reader can show, by file extension; others are announced as generic images. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** RSS 2.0 of the published blog posts or news, in pt-BR. Blog items link to their page; news to their card on /news. */
export function buildRssFeed({ kind, siteUrl, posts }: RssFeedInput): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const meta = FEEDS[kind];
  const dated = posts
    .map((post) => ({ post, published: parseDate(post.published_at) }))
    .filter((entry): entry is { post: FeedPost; published: Date } => entry.published !== null);
  const updated = dated.reduce<Date | undefined>((latest, { post, published }) => {
    const changed = parseDate(post.updated_at) ?? published;
    return !latest || changed > latest ? changed : latest;
  }, undefined);

  const feed = new Feed({
    id: `${origin}${meta.pagePath}`,
    title: meta.title,
    description: meta.description,
    link: `${origin}${meta.pagePath}`,
    language: 'pt-BR',
    updated,
    generator: false,
    feedLinks: { rss: `${origin}${RSS_FEED_PATHS[kind]}` },
    copyright: `© ${BRAND.name}`,
    favicon: `${origin}/favicon.svg`,
  });

  for (const { post, published } of dated) {
    const link =
      kind === 'blog'
        ? `${origin}/blog/${encodeURIComponent(post.slug)}`
        : `${origin}/news#${encodeURIComponent(post.slug)}`;
    const cover = coverEnclosure(post.cover_image_url, origin);
    feed.addItem({
      title: xmlText(post.title),
      id: link,
      guid: link,
      link,
      date: parseDate(post.updated_at) ?? published,
      published,
      description: post.excerpt ? plainTextAsHtml(xmlText(post.excerpt)) : undefined,
      ...(cover ? { image: cover } : {}),
    });
  }
  return feed.rss2();
}

/** Characters XML 1.0 cannot hold at all (even escaped) would make the whole feed unreadable. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/**
 * RSS readers render an item's description as HTML. The excerpt is plain text (the pages show it as
 * text), so its markup characters are escaped: a reader shows `<img …>` as those characters and never
 * loads or runs it.
 */
function plainTextAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The cover as an absolute URL with its image type (relative paths are resolved against the site). */
function coverEnclosure(url: string | null, origin: string): Enclosure | null {
  if (!url?.trim()) return null;
  let absolute: URL;
  try {
    absolute = new URL(url.trim(), `${origin}/`);
  } catch {
    return null;
  }
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') return null;
  const extension = absolute.pathname.split('.').pop()?.toLowerCase() ?? '';
  return { url: absolute.href, type: IMAGE_TYPES[extension] ?? 'image/jpeg', length: 0 };
}
