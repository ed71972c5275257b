import { STATIC_SITEMAP_PATHS, buildSitemap, type SitemapEntry } from '../../server/sitemap';
import { readSitemapContent } from '../data/reads.server';
import { publicSiteUrl } from '../lib/runtime-config.server';
import type { Route } from './+types/sitemap';

/** The sitemap: static pages plus every published post, news item, landing page and upcoming event. */
export async function loader({ request }: Route.LoaderArgs) {
  const { posts, landings, events } = await readSitemapContent();
  if (posts.failed || landings.failed || events.failed) {
    throw new Response('Sitemap indisponível no momento.', { status: 503 });
  }
  const entries: SitemapEntry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...posts.data.map((post) => ({
      // News items live on /news (they have no page of their own).
      path: post.type === 'blog' ? `/blog/${post.slug}` : `/news#${post.slug}`,
      lastmod: post.updated_at ?? post.published_at ?? undefined,
    })),
    ...landings.data.map((landing) => ({
      path: `/lp/${landing.slug}`,
      lastmod: landing.updated_at ?? undefined,
    })),
    ...events.data.map((event) => ({ path: `/events/${event.id}`, lastmod: event.updated_at })),
  ].filter((entry) => !entry.path.includes('#'));
  return new Response(buildSitemap(entries, publicSiteUrl(request)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
