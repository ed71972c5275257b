import { SITEMAP_HEADERS, buildSitemap, parseSitemapFile } from '../../server/sitemap.ts';
import { readSitemapFile } from '../data/sitemap.server.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/sitemap-file';

/** One child sitemap of the index ('/sitemap/blog-2.xml'); a file past the end of its list is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw new Response('Sitemap não encontrado.', { status: 404 });
  const entries = await readSitemapFile(file.section, file.number);
  if (entries.failed) throw new Response('Sitemap indisponível no momento.', { status: 503 });
  if (entries.data.length === 0) throw new Response('Sitemap não encontrado.', { status: 404 });
  return new Response(buildSitemap(entries.data, publicSiteUrl(request)), { headers: SITEMAP_HEADERS });
}
