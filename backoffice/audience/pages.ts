/**
 * The public pages the back-office can name: a blog post (/blog/{slug}), an event (/events/{id}) and a
 * landing page (/lp/{slug}). Paths arrive as the site served them (no query string, no trailing slash).
 */
export type ContentPage =
  { kind: 'blog'; slug: string } | { kind: 'event'; id: string } | { kind: 'landing'; slug: string };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Which content a path shows, or null for any other page (home, lists, …). */
export function contentPageOf(path: string): ContentPage | null {
  const match = /^\/(blog|events|lp)\/([^/]+)$/.exec(path);
  if (!match) return null;
  const [, section, segment] = match;
  const value = decode(segment!);
  if (section === 'blog') return value === 'rss.xml' ? null : { kind: 'blog', slug: value };
  if (section === 'events') return { kind: 'event', id: value };
  return { kind: 'landing', slug: value };
}

/** The public path of a post, event or landing page, as the audience counts store it. */
export function publicPathOf(page: ContentPage): string {
  if (page.kind === 'event') return `/events/${encodeURIComponent(page.id)}`;
  return `/${page.kind === 'blog' ? 'blog' : 'lp'}/${encodeURIComponent(page.slug)}`;
}

export interface ContentLookups {
  blogSlugs: string[];
  landingSlugs: string[];
  eventIds: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What to ask the database to title these paths, each value once (event ids only when well formed). */
export function contentLookups(paths: readonly string[]): ContentLookups {
  const blog = new Set<string>();
  const landing = new Set<string>();
  const events = new Set<string>();
  for (const path of paths) {
    const page = contentPageOf(path);
    if (page?.kind === 'blog') blog.add(page.slug);
    else if (page?.kind === 'landing') landing.add(page.slug);
    else if (page?.kind === 'event' && UUID.test(page.id)) events.add(page.id.toLowerCase());
  }
  return { blogSlugs: [...blog], landingSlugs: [...landing], eventIds: [...events] };
}

/** Titles found, keyed by the path they belong to. */
export function titlesByPath(found: {
  blog: Array<{ slug: string; title: string }>;
  landing: Array<{ slug: string; title: string }>;
  events: Array<{ id: string; title: string }>;
}): Map<string, string> {
  const titles = new Map<string, string>();
  for (const post of found.blog) titles.set(publicPathOf({ kind: 'blog', slug: post.slug }), post.title);
  for (const page of found.landing)
    titles.set(publicPathOf({ kind: 'landing', slug: page.slug }), page.title);
  for (const event of found.events) titles.set(publicPathOf({ kind: 'event', id: event.id }), event.title);
  return titles;
}

/** The title of a path's page when it has one, also when the stored path is written differently. */
export function titleOf(titles: ReadonlyMap<string, string>, path: string): string | undefined {
  const page = contentPageOf(path);
  if (!page) return undefined;
  return titles.get(publicPathOf(page.kind === 'event' ? { ...page, id: page.id.toLowerCase() } : page));
}
