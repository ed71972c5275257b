import { SITEMAP_HEADERS, buildSitemapIndex, sitemapFiles } from '../../server/sitemap.ts';
import { countSitemapSections } from '../data/sitemap.server.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: one child sitemap for the static pages, then numbered files for every published
 * post, news page, active event and landing page (site/src/routes/sitemap-file.ts), however many.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const counts = await countSitemapSections();
  if (counts.failed) throw new Response('Sitemap indisponível no momento.', { status: 503 });
  return new Response(buildSitemapIndex(sitemapFiles(counts.data), publicSiteUrl(request)), {
    headers: SITEMAP_HEADERS,
  });
}
