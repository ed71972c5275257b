import { BRAND } from '../../../shared/brand';
import { usePublishedPosts } from '../data/queries';
import { PostCard } from '../ui/PostCard';
import { PageHeader, StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

export default function NewsPage() {
  usePageMeta({
    title: 'Notícias',
    description: `Novidades do mercado de Customer Experience e da ${BRAND.name}.`,
  });
  const posts = usePublishedPosts('news');
  return (
    <>
      <PageHeader title="Notícias" subtitle="O que está acontecendo no mundo de Customer Experience." />
      <div className="container section">
        {posts.isPending && <StatusMessage>Carregando…</StatusMessage>}
        {posts.isError && <StatusMessage tone="error">Falha ao carregar notícias.</StatusMessage>}
        {posts.data?.length === 0 && <StatusMessage>Nenhuma notícia publicada ainda.</StatusMessage>}
        {posts.data && posts.data.length > 0 && (
          <div className="grid grid--3">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
