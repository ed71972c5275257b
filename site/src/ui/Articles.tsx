import { formatLongDateBR } from '../lib/dates.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ARTICLE_COVER, responsiveImage } from '../lib/responsiveImage.ts';

/**
 * The article bodies of a blog post and a landing page. The public pages and the back-office's
 * preview both render these, so a preview looks exactly like the published page.
 */
export interface BlogArticleData {
  title: string;
  excerpt: string | null;
  cover_image_url: string | null;
  published_at: string | null;
}

export function BlogArticle({
  article,
  html,
  children,
}: {
  article: BlogArticleData;
  /** Sanitised HTML of the content (shared/markdown.ts). */
  html: string;
  children?: ReactNode;
}) {
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
        <img
          className="article__cover"
          {...responsiveImage(article.cover_image_url, ARTICLE_COVER)}
          alt=""
          width={1200}
          height={630}
        />
      )}
      {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </article>
  );
}

export interface LandingArticleData {
  title: string | null;
  description: string | null;
  published_at: string | null;
  updated_at: string | null;
}

export function LandingArticle({ landing, html }: { landing: LandingArticleData; html: string }) {
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
