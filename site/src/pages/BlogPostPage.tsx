import { formatLongDateBR } from '../../../shared/dates';
import { renderMarkdown } from '../../../shared/markdown';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBlogPost } from '../data/queries';
import { StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';
import NotFoundPage from './NotFoundPage';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const html = useMemo(() => renderMarkdown(post.data?.content), [post.data?.content]);
  usePageMeta({
    title: post.data?.title ?? 'Blog',
    description: post.data?.excerpt ?? '',
    image: post.data?.cover_image_url,
    type: 'article',
  });
  if (post.isPending) {
    return (
      <div className="container section">
        <StatusMessage>Carregando artigo...</StatusMessage>
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="container section">
        <StatusMessage tone="error">Falha ao carregar o artigo.</StatusMessage>
      </div>
    );
  }
  if (!post.data) return <NotFoundPage />;
  const article = post.data;
  return (
    <article className="container container--narrow section article">
      <p>
        <Link to="/blog" className="back-link">
          ← Voltar ao blog
        </Link>
      </p>
      <h1 className="article__title">{article.title}</h1>
      {article.published_at && (
        <p className="article__date">
          Publicado em <time dateTime={article.published_at}>{formatLongDateBR(article.published_at)}</time>
        </p>
      )}
      {article.cover_image_url && (
        <img className="article__cover" src={article.cover_image_url} alt="" width={1200} height={630} />
      )}
      {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
