import { buildRssFeed } from '../../server/feeds.ts';
import { readFeedPosts } from '../data/reads/posts.server.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/feed';

/** RSS 2.0 of the blog (/rss.xml, /blog/rss.xml) or of the news (/news/rss.xml). */
export async function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith('/news/') ? 'news' : 'blog';
  const posts = await readFeedPosts(kind);
  if (posts.failed) throw new Response('Feed indisponível no momento.', { status: 503 });
  const feedPosts = posts.data.flatMap((post) =>
    post.published_at ? [{ ...post, published_at: post.published_at }] : [],
  );
  return new Response(buildRssFeed({ kind, siteUrl: publicSiteUrl(request), posts: feedPosts }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
