import { data, useLoaderData } from 'react-router';
import { readBlogPost } from '../data/reads/posts.server.ts';
import { renderMarkdownOnServer } from '../lib/markdown.server.ts';
import { blogPostingJsonLd, jsonLdScript } from '../lib/json-ld.ts';
import { pageMeta, siteUrlOf } from '../lib/meta.ts';
import { BlogArticle } from '../ui/Articles.tsx';
import type { Route } from './+types/BlogPostPage';

/** A published post, or 404 for a missing or unpublished slug; a failed read is a 503. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await readBlogPost(params.slug);
  if (post.failed) throw data(null, { status: 503 });
  if (!post.data) throw data(null, { status: 404 });
  return { post: post.data, html: renderMarkdownOnServer(post.data.content) };
}

export const meta = (args: Route.MetaArgs) =>
  args.data
    ? pageMeta(
        {
          title: args.data.post.title,
          description: args.data.post.excerpt ?? '',
          image: args.data.post.cover_image_url || `/og/blog/${args.data.post.slug}.png`,
          type: 'article',
        },
        args,
      )
    : [];

export default function BlogPostPage({ matches }: Route.ComponentProps) {
  const { post: article, html } = useLoaderData<typeof loader>();
  const siteUrl = siteUrlOf(matches);
  const jsonLd = blogPostingJsonLd(article, `${siteUrl}/blog/${article.slug}`, {
    image: article.cover_image_url || `${siteUrl}/og/blog/${article.slug}.png`,
  });
  return (
    <BlogArticle article={article} html={html}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </BlogArticle>
  );
}
