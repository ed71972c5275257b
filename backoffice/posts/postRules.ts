import { formatShortDateBR } from '../common/dates.ts';
import { SLUG_PATTERN } from '#shared/text.ts';
import { optionalText, trimmedText } from '../common/normalize.ts';
import type { PublishMessages } from '../common/postContent.ts';
import { formatScheduleBR, publicationState } from '../publishing/schedule.ts';

/** Post types stored in the posts table (landing pages are posts too). */
export type PostType = 'blog' | 'news' | 'landing-pages';

export interface PostRecord {
  id: string;
  type?: PostType;
  title: string;
  slug: string;
  excerpt: string | null;
  content?: string | null;
  cover_image_url?: string | null;
  status: 'draft' | 'published';
  published_at: string | null;
  updated_at: string;
  author_id?: string | null;
}

/**
 * Blog draft rules: title and slug of at least three characters, the slug in lower-case letters, digits and
 * hyphens; the messages are the product's exact words.
 */
export function validatePostTitle(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length >= 3 ? undefined : 'Título muito curto';
}

export function validatePostSlug(value: unknown): string | undefined {
  const slug = typeof value === 'string' ? value.trim() : '';
  if (slug.length < 3) return 'Slug muito curto';
  if (!SLUG_PATTERN.test(slug)) return 'Use apenas letras minúsculas, números e hífens';
  return undefined;
}

/** The blog and news wording of the publish button. */
export const POST_PUBLISH_MESSAGES: PublishMessages = {
  publish: 'Publicar',
  unpublish: 'Retirar',
  published: ['Publicado', 'O conteúdo está no ar.'],
  unpublished: ['Retirado do ar', 'O conteúdo voltou para rascunho.'],
};

/**
 * The list's 'Data' column: 'Publicado 1 jan 2025', 'Agendado para 24/11/2026 09:00' or
 * 'Atualizado 3 fev 2025'.
 */
export function postDateLabel(
  post: Pick<PostRecord, 'status' | 'published_at' | 'updated_at'>,
  now: Date = new Date(),
): {
  label: string;
  date: string;
} {
  if (publicationState(post, now) === 'scheduled' && post.published_at) {
    return { label: 'Agendado para', date: formatScheduleBR(post.published_at) };
  }
  if (post.status === 'published' && post.published_at) {
    return { label: 'Publicado', date: formatShortDateBR(post.published_at) };
  }
  return { label: 'Atualizado', date: formatShortDateBR(post.updated_at) };
}

/** Trimmed text fields; empty optional ones stored as null. */
export function postPayload<T extends Record<string, unknown>>(data: T): T {
  return {
    ...data,
    title: trimmedText(data.title),
    slug: trimmedText(data.slug),
    excerpt: optionalText(data.excerpt),
    content: optionalText(data.content),
  };
}

/** Largest accepted cover: 5 MB, as for ambassador photos. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a picked cover was refused before upload, from the file picker's rejection codes
 * ('file-too-large', 'file-invalid-type'); the wording is the spec's photo rule.
 */
export function coverRejectionMessage(codes: readonly string[]): string {
  if (codes.includes('file-invalid-type')) return 'Por favor, selecione uma imagem válida';
  if (codes.includes('file-too-large')) return 'A imagem deve ter no máximo 5MB';
  return 'Não foi possível usar este arquivo como capa.';
}
