import { landingContentText, renderMarkdown } from '#shared/markdown.ts';
import { useLoaderData } from 'react-router';
import { adminSupabase } from '../lib/adminSupabase.ts';
import { BlogArticle, LandingArticle } from '../ui/Articles.tsx';
import type { Route } from './+types/PreviewPage';

const PREVIEW_COLUMNS =
  'id, type, title, slug, excerpt, content, cover_image_url, status, published_at, updated_at';

/**
 * A post or landing page as its public page renders it, read with the admin panel's session in the
 * browser: the database shows drafts and scheduled posts to admins only, so anyone else gets nothing.
 * Nothing is published and the page is never indexed.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { data, error } = await adminSupabase()
    .from('posts')
    .select(PREVIEW_COLUMNS)
    .eq('id', params.id)
    .maybeSingle();
  if (error || !data) return { post: null };
  const text = data.type === 'landing-pages' ? landingContentText(data.content) : (data.content ?? '');
  return { post: data, html: renderMarkdown(text) };
}

export const meta = () => [{ title: 'Pré-visualização' }, { name: 'robots', content: 'noindex, nofollow' }];

export function HydrateFallback() {
  return (
    <section className="container container--narrow section">
      <p>Carregando pré-visualização…</p>
    </section>
  );
}

/** Draft, scheduled (published with a future date, hidden until then) or live. */
function previewSubject(status: string, publishedAt: string | null): string {
  if (status !== 'published') return 'do rascunho';
  if (publishedAt && new Date(publishedAt).getTime() > Date.now()) return 'do conteúdo agendado';
  return 'do conteúdo publicado';
}

function PreviewNotice({ status, publishedAt }: { status: string; publishedAt: string | null }) {
  return (
    <p className="container container--narrow preview-notice" role="note">
      Pré-visualização {previewSubject(status, publishedAt)}: visível só para administradores.
    </p>
  );
}

export default function PreviewPage() {
  const { post, html = '' } = useLoaderData<typeof clientLoader>();
  if (!post) {
    return (
      <section className="container container--narrow section">
        <h1>Pré-visualização indisponível</h1>
        <p>Entre no painel como administrador para pré-visualizar este conteúdo.</p>
      </section>
    );
  }
  return (
    <>
      <PreviewNotice status={post.status} publishedAt={post.published_at} />
      {post.type === 'landing-pages' ? (
        <LandingArticle
          landing={{
            title: post.title,
            description: post.excerpt,
            published_at: post.published_at,
            updated_at: post.updated_at,
          }}
          html={html}
        />
      ) : (
        <BlogArticle article={post} html={html} />
      )}
    </>
  );
}
