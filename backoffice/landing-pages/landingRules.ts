import type { PublishMessages } from '../posts/PublishButton.tsx';

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
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const optional = (value: unknown) => {
    const trimmed = text(value);
    return trimmed === '' || trimmed === undefined ? null : trimmed;
  };
  const result: Record<string, unknown> = {
    ...data,
    title: text(data.title) ?? '',
    slug: text(data.slug) ?? '',
    excerpt: optional(data.excerpt),
    content: optional(data.content),
  };
  for (const field of SEO_FIELDS) result[field] = optional(data[field]);
  return result as T;
}

/** Saving an edit sends the page back to draft (spec §4). */
export function landingEditPayload<T extends Record<string, unknown>>(data: T): T {
  return { ...landingPayload(data), status: 'draft', published_at: null };
}
