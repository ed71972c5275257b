/**
 * Which cached pages a content change makes stale. The database announces changes per table with the
 * keys of the rows that have a page of their own (supabase/migrations/…_site_content_changes.sql):
 * posts as 'blog:slug', 'news:slug' or 'landing-pages:slug', events and RSVPs as 'event:id'. Keys are
 * null when the change was too large to name (or the table has no page per row): every page showing
 * the table goes then.
 */
export interface ContentChange {
  table: string;
  keys: string[] | null;
}

/** Whether a cached page (by pathname, query left aside) shows what changed. */
export type PagePredicate = (pathname: string) => boolean;

const isSitemap = (pathname: string) => pathname === '/sitemap.xml' || pathname.startsWith('/sitemap/');

/** Pages listing a kind of content, whatever the row: lists, feeds, sitemap, and the homes. */
const LISTS: Record<string, string[]> = {
  blog: ['/', '/blog', '/rss.xml', '/blog/rss.xml'],
  news: ['/', '/news', '/news/rss.xml'],
  'landing-pages': [],
  event: ['/', '/events'],
};

/** Tables without a page per row, and the pages that show them. */
const SECTIONS: Record<string, { paths: string[]; prefixes?: string[] }> = {
  ambassadors: { paths: ['/', '/prelaunch'] },
  videos: { paths: ['/', '/prelaunch'], prefixes: ['/media/video-poster/'] },
  courses: { paths: ['/', '/courses'] },
  jobs: { paths: ['/jobs'] },
  // The member showcase (homes) and who is going (event pages) show members' names and photos.
  members: { paths: ['/', '/prelaunch'], prefixes: ['/events/'] },
};

/** The page of a row, by key: '/blog/slug', '/lp/slug', '/events/id'; news items have none. */
function pageOf(kind: string, id: string): string | null {
  if (kind === 'blog') return `/blog/${id}`;
  if (kind === 'landing-pages') return `/lp/${id}`;
  if (kind === 'event') return `/events/${id}`;
  return null;
}

export function stalePages(change: ContentChange): PagePredicate {
  const section = SECTIONS[change.table];
  if (section) {
    const paths = new Set(section.paths);
    const prefixes = section.prefixes ?? [];
    return (pathname) => paths.has(pathname) || prefixes.some((prefix) => pathname.startsWith(prefix));
  }
  if (change.table === 'posts' || change.table === 'events' || change.table === 'event_rsvps') {
    // RSVPs change an event's counts, never which events exist.
    const sitemap = change.table !== 'event_rsvps';
    if (change.keys === null) {
      const prefixes =
        change.table === 'posts' ? ['/blog', '/news', '/lp/', '/rss.xml', '/'] : ['/events', '/'];
      return (pathname) =>
        (sitemap && isSitemap(pathname)) ||
        prefixes.some((prefix) => (prefix === '/' ? pathname === '/' : pathname.startsWith(prefix)));
    }
    const paths = new Set<string>();
    for (const key of change.keys) {
      const at = key.indexOf(':');
      if (at <= 0) continue;
      const kind = key.slice(0, at);
      for (const path of LISTS[kind] ?? []) paths.add(path);
      const page = pageOf(kind, key.slice(at + 1));
      if (page) paths.add(page);
    }
    return (pathname) => paths.has(pathname) || (sitemap && isSitemap(pathname));
  }
  // A table this server does not know of: safest to start over.
  return () => true;
}

/** A notification's payload as the database sends it; null when it is not one. */
export function parseContentChange(payload: string | undefined): ContentChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { table?: unknown; keys?: unknown };
    if (typeof value.table !== 'string') return null;
    const keys = Array.isArray(value.keys)
      ? value.keys.filter((key): key is string => typeof key === 'string')
      : null;
    return { table: value.table, keys };
  } catch {
    return null;
  }
}
