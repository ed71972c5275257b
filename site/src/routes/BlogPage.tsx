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
import type { Route } from './+types/BlogPage';

const TITLE = `Blog ${BRAND.name}`;

export async function loader({ request }: Route.LoaderArgs) {
  return pagedListAnswer(await readPostsPage('blog', pageFromUrl(new URL(request.url))));
}

/** Feed readers find the RSS feed from the page. */
export const links: LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: `Blog ${BRAND.name}`, href: RSS_FEED_PATHS.blog },
];

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title: TITLE, description: 'Artigos sobre Customer Experience escritos pela comunidade.' },
    args,
  );

export default function BlogPage() {
  const posts = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={TITLE} subtitle="Ideias, práticas e histórias de quem faz Customer Experience." />
      <div className="container section">
        {posts.failed && <StatusMessage tone="error">Falha ao carregar artigos.</StatusMessage>}
        {posts.data?.rows.length === 0 && <StatusMessage>Nenhum artigo publicado ainda.</StatusMessage>}
        {posts.data && posts.data.rows.length > 0 && (
          <>
            <div className="grid grid--3">
              {posts.data.rows.map((post) => (
                <PostCard key={post.id} post={post} linkTo={`/blog/${post.slug}`} />
              ))}
            </div>
            <Pagination page={posts.data.page} pageCount={posts.data.pageCount} label="Páginas do blog" />
          </>
        )}
      </div>
    </>
  );
}
