import { formatLongDateBR } from '../../../shared/dates';
import { landingContentText, renderMarkdown } from '../../../shared/markdown';
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useLandingPage } from '../data/queries';
import { StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

export default function LandingPage() {
  const { slug = '' } = useParams();
  const page = useLandingPage(slug);
  const html = useMemo(() => renderMarkdown(landingContentText(page.data?.content)), [page.data?.content]);
  usePageMeta({
    title: page.data?.meta_title || page.data?.og_title || page.data?.title || 'Carregando…',
    description: page.data?.meta_description || page.data?.og_description || page.data?.description || '',
    image: page.data?.og_image,
  });
  useEffect(() => {
    if (page.data?.og_title) {
      document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', page.data.og_title);
    }
  }, [page.data?.og_title]);

  // Missing, unpublished or failed: the not-found page, without leaving this address in the history.
  if (page.isError || (page.isSuccess && !page.data)) return <Navigate to="/404" replace />;
  if (!page.data) {
    return (
      <div className="container section">
        <StatusMessage>Carregando…</StatusMessage>
      </div>
    );
  }
  const landing = page.data;
  return (
    <article className="container container--narrow section article">
      <h1 className="article__title">{landing.title}</h1>
      {landing.description && <p className="article__excerpt">{landing.description}</p>}
      {landing.published_at && (
        <p className="article__date">
          Publicado em <time dateTime={landing.published_at}>{formatLongDateBR(landing.published_at)}</time>
        </p>
      )}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {landing.updated_at && (
        <p className="article__updated">
          Última atualização:{' '}
          <time dateTime={landing.updated_at}>{formatLongDateBR(landing.updated_at)}</time>
        </p>
      )}
    </article>
  );
}
