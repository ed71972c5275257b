import { optionalText, trimmedText } from '../common/normalize.ts';
import type { PublishMessages } from '../common/postContent.ts';
import { formatScheduleBR, publicationState, type Publication } from '../publishing/schedule.ts';

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

/** Trimmed text, empty optional fields as null (landing pages have no other client-side validation). */
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

/** Saving an edit sends the page back to draft (it must be published again). */
export function landingEditPayload<T extends Record<string, unknown>>(data: T): T {
  return { ...landingPayload(data), status: 'draft', published_at: null };
}

export const SAVE_AND_UNPUBLISH = 'Salvar e retirar do ar';
export const SAVE_AND_UNSCHEDULE = 'Salvar e cancelar agendamento';

/** What saving an edit does to a page that is live or scheduled, said before it happens. */
export interface SaveEditWarning {
  button: string;
  title: string;
  content: string;
}

/**
 * The warning before saving an edit (which sends the page back to draft): a live page goes
 * offline; a scheduled one is not live yet, so it loses its date instead. A draft needs no warning.
 */
export function saveEditWarning(page: Publication, now: Date = new Date()): SaveEditWarning | null {
  const state = publicationState(page, now);
  if (state === 'published') {
    return {
      button: SAVE_AND_UNPUBLISH,
      title: `${SAVE_AND_UNPUBLISH}?`,
      content:
        'Esta landing page está publicada. Ao salvar, ela volta para rascunho e sai do ar até ser publicada de novo.',
    };
  }
  if (state === 'scheduled' && page.published_at) {
    return {
      button: SAVE_AND_UNSCHEDULE,
      title: `${SAVE_AND_UNSCHEDULE}?`,
      content: `Esta landing page está agendada para ${formatScheduleBR(page.published_at)} e ainda não está no ar. Ao salvar, ela volta para rascunho e o agendamento é cancelado: ela só entra no ar se for publicada ou agendada de novo.`,
    };
  }
  return null;
}
