import { BRAND } from '../../../shared/brand';
import { usePublishedPosts } from '../data/queries';
import { PostCard } from '../ui/PostCard';
import { PageHeader, StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

export default function BlogPage() {
  const title = `Blog ${BRAND.name}`;
  usePageMeta({ title, description: 'Artigos sobre Customer Experience escritos pela comunidade.' });
  const posts = usePublishedPosts('blog');
  return (
    <>
      <PageHeader title={title} subtitle="Ideias, práticas e histórias de quem faz Customer Experience." />
      <div className="container section">
        {posts.isPending && <StatusMessage>Carregando artigos...</StatusMessage>}
        {posts.isError && <StatusMessage tone="error">Falha ao carregar artigos.</StatusMessage>}
        {posts.data?.length === 0 && <StatusMessage>Nenhum artigo publicado ainda.</StatusMessage>}
        {posts.data && posts.data.length > 0 && (
          <div className="grid grid--3">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} linkTo={`/blog/${post.slug}`} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
