import { optionalText, trimmedText } from '../common/normalize.ts';
import type { PublishMessages } from '../common/postContent.ts';

export const LANDING_PUBLISH_MESSAGES: PublishMessages = {
  publish: 'Publicar',
  unpublish: 'Retirar do ar',
  published: ['Publicada', 'Landing page está no ar.'],
  unpublished: ['Retirada do ar', 'Landing page voltou para rascunho.'],
};

/** Public address of a published landing page. */
export function landingPagePath(slug: string): string {
  return `/lp/${encodeURIComponent(slug)}`;
}

const SEO_FIELDS = [
  'seo_meta_title',
  'seo_meta_description',
  'seo_og_title',
  'seo_og_description',
  'seo_og_image',
] as const;

/** Trimmed text, empty optional fields as null (no other client validation, spec §5). */
export function landingPayload<T extends Record<string, unknown>>(data: T): T {
  const result: Record<string, unknown> = {
    ...data,
    title: trimmedText(data.title) ?? '',
    slug: trimmedText(data.slug) ?? '',
    excerpt: optionalText(data.excerpt),
    content: optionalText(data.content),
  };
  for (const field of SEO_FIELDS) result[field] = optionalText(data[field]);
  return result as T;
}

/** Saving an edit sends the page back to draft (spec §4). */
export function landingEditPayload<T extends Record<string, unknown>>(data: T): T {
  return { ...landingPayload(data), status: 'draft', published_at: null };
}
