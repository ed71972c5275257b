import { BRAND } from '#shared/brand.ts';
import { useLoaderData, type LinksFunction, type MetaFunction } from 'react-router';
import { RSS_FEED_PATHS } from '../lib/feedPaths.ts';
import { readPostsPage } from '../data/reads/posts.server.ts';
import { pageFromUrl } from '../data/reads/read.server.ts';
import { pagedListAnswer } from '../data/listAnswer.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { PostCard } from '../ui/PostCard.tsx';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import type { Route } from './+types/NewsPage';

export async function loader({ request }: Route.LoaderArgs) {
  return pagedListAnswer(await readPostsPage('news', pageFromUrl(new URL(request.url))));
}

/** Feed readers find the RSS feed from the page. */
export const links: LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `Notícias ${BRAND.name}`,
    href: RSS_FEED_PATHS.news,
  },
];

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title: 'Notícias', description: `Novidades do mercado de Customer Experience e da ${BRAND.name}.` },
    args,
  );

export default function NewsPage() {
  const posts = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Notícias" subtitle="O que está acontecendo no mundo de Customer Experience." />
      <div className="container section">
        {posts.failed && <StatusMessage tone="error">Falha ao carregar notícias.</StatusMessage>}
        {posts.data?.rows.length === 0 && <StatusMessage>Nenhuma notícia publicada ainda.</StatusMessage>}
        {posts.data && posts.data.rows.length > 0 && (
          <>
            <div className="grid grid--3">
              {posts.data.rows.map((post) => (
                <PostCard key={post.id} post={post} anchorId={post.slug} />
              ))}
            </div>
            <Pagination page={posts.data.page} pageCount={posts.data.pageCount} label="Páginas de notícias" />
          </>
        )}
      </div>
    </>
  );
}
