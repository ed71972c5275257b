import {
  SITEMAP_FILE_SIZE,
  STATIC_SITEMAP_PATHS,
  type SitemapEntry,
  type SitemapSection,
} from '../../server/sitemap.ts';
import type { Read } from './types.ts';
import { PAGE_SIZE, anon, guarded, unlessPastTheEnd } from './reads/read.server.ts';

/**
 * What the sitemap lists, read in full: PostgREST caps every answer at its max_rows (1,000 here, set
 * by the server), so a list is read in batches until the database has no more rows, never in one
 * request that would silently stop at the cap.
 */

/** Rows asked per request; a server with a lower cap simply answers fewer and the next batch goes on. */
const READ_BATCH = 1000;

type Answer<Row> = PromiseLike<{
  data: Row[] | null;
  error: { message: string; code?: string } | null;
}>;

/**
 * Up to `size` rows from the `offset`-th on, in id order: the first batch by offset, the following ones
 * after the last id read (keyset), until `size` rows or the end of the list.
 */
async function readInBatches<Row extends { id: string | null }>(
  what: string,
  batch: (range: { offset: number; after: string | null; limit: number }) => Answer<Row>,
  offset: number,
  size: number,
): Promise<Read<Row[]>> {
  return guarded(what, async () => {
    const rows: Row[] = [];
    let after: string | null = null;
    // Bounded: every turn either reads at least one row or ends the loop.
    while (rows.length < size) {
      const limit = Math.min(READ_BATCH, size - rows.length);
      const { data, error } = await batch({ offset: after ? 0 : offset, after, limit });
      const failure = unlessPastTheEnd(error);
      if (failure) {
        console.error(`Read of ${what} failed: ${failure.message}`);
        return { data: null, failed: true };
      }
      if (!data || data.length === 0) break;
      rows.push(...data);
      after = data[data.length - 1]!.id ?? after;
    }
    return { data: rows, failed: false };
  });
}

async function count(what: string, head: () => PromiseLike<{ count: number | null; error: unknown }>) {
  return guarded<number>(what, async () => {
    const { count: total, error } = await head();
    if (error) {
      console.error(`Count of ${what} failed: ${(error as { message?: string }).message ?? String(error)}`);
      return { data: null, failed: true };
    }
    return { data: total ?? 0, failed: false };
  });
}

const publishedPosts = (type: 'blog' | 'news') =>
  anon()
    .from('posts')
    .select('id', { count: 'exact', head: true })
    .eq('type', type)
    .eq('status', 'published');

/** News items have no page of their own: they are listed by the /news pages that show them. */
function newsListPages(items: number): number {
  return Math.max(0, Math.ceil(items / PAGE_SIZE) - 1);
}

/** URLs per section, for the sitemap index. */
export async function countSitemapSections(): Promise<Read<Record<SitemapSection, number>>> {
  const [blog, news, events, lp] = await Promise.all([
    count('blog posts', () => publishedPosts('blog')),
    count('news', () => publishedPosts('news')),
    count('events', () =>
      anon().from('events').select('id', { count: 'exact', head: true }).eq('is_active', true),
    ),
    count('landing pages', () =>
      anon().from('landing_pages').select('id', { count: 'exact', head: true }).eq('is_published', true),
    ),
  ]);
  if (blog.failed || news.failed || events.failed || lp.failed) return { data: null, failed: true };
  return {
    data: {
      pages: STATIC_SITEMAP_PATHS.length,
      blog: blog.data,
      news: newsListPages(news.data),
      events: events.data,
      lp: lp.data,
    },
    failed: false,
  };
}

/** The URLs of one child sitemap (1-based `number`); an empty list when the file is past the end. */
export async function readSitemapFile(
  section: SitemapSection,
  number: number,
): Promise<Read<SitemapEntry[]>> {
  const offset = (number - 1) * SITEMAP_FILE_SIZE;
  const size = SITEMAP_FILE_SIZE;
  switch (section) {
    case 'pages':
      return {
        data: STATIC_SITEMAP_PATHS.slice(offset, offset + size).map((path) => ({ path })),
        failed: false,
      };
    case 'news': {
      const items = await count('news', () => publishedPosts('news'));
      if (items.failed) return items;
      // List page 1 is /news itself, a static page; the file lists pages 2, 3, … in order.
      const pages = newsListPages(items.data);
      const first = offset + 2;
      const last = Math.min(offset + size, pages) + 1;
      const entries: SitemapEntry[] = [];
      for (let page = first; page <= last; page++) entries.push({ path: `/news?pagina=${page}` });
      return { data: entries, failed: false };
    }
    case 'blog': {
      const rows = await readInBatches(
        'blog posts',
        ({ offset: from, after, limit }) => {
          const query = anon()
            .from('posts')
            .select('id, slug, published_at, updated_at')
            .eq('type', 'blog')
            .eq('status', 'published');
          return after
            ? query.gt('id', after).order('id').limit(limit)
            : query.order('id').range(from, from + limit - 1);
        },
        offset,
        size,
      );
      if (rows.failed) return rows;
      return {
        data: rows.data.map((post) => ({
          path: `/blog/${post.slug}`,
          lastmod: post.updated_at ?? post.published_at ?? undefined,
        })),
        failed: false,
      };
    }
    case 'events': {
      // Every active event has its page, past ones included (what happened stays worth finding).
      const rows = await readInBatches(
        'events',
        ({ offset: from, after, limit }) => {
          const query = anon().from('events').select('id, updated_at').eq('is_active', true);
          return after
            ? query.gt('id', after).order('id').limit(limit)
            : query.order('id').range(from, from + limit - 1);
        },
        offset,
        size,
      );
      if (rows.failed) return rows;
      return {
        data: rows.data.map((event) => ({ path: `/events/${event.id}`, lastmod: event.updated_at })),
        failed: false,
      };
    }
    case 'lp': {
      const rows = await readInBatches(
        'landing pages',
        ({ offset: from, after, limit }) => {
          const query = anon().from('landing_pages').select('id, slug, updated_at').eq('is_published', true);
          return after
            ? query.gt('id', after).order('id').limit(limit)
            : query.order('id').range(from, from + limit - 1);
        },
        offset,
        size,
      );
      if (rows.failed) return rows;
      return {
        data: rows.data
          .filter((landing): landing is typeof landing & { id: string; slug: string } =>
            Boolean(landing.id && landing.slug),
          )
          .map((landing) => ({ path: `/lp/${landing.slug}`, lastmod: landing.updated_at ?? undefined })),
        failed: false,
      };
    }
  }
}
