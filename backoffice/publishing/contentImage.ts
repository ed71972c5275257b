/** Images inside a post's content: the post-covers bucket's own limits (images up to 5 MB, as photos). */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Why a picked file cannot go into the content, before any upload (undefined when it can). */
export function contentImageError(file: { type: string; size: number }): string | undefined {
  if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)';
  }
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return 'A imagem deve ter no máximo 5MB';
  return undefined;
}

/** Alt text is asked for every image: readers of screen readers get what the picture says. */
export function altTextError(alt: string): string | undefined {
  return alt.trim().length > 0 ? undefined : 'Descreva a imagem (texto alternativo)';
}

/** Content images live next to the author's covers: '{author id}/conteudo/{timestamp}-{file name}'. */
export function contentImagePath(authorId: string, fileName: string, timestamp: number = Date.now()): string {
  // Characters the storage API rejects in keys are replaced, as for covers.
  const safe = fileName.replace(/[^\w.-]+/g, '-').replace(/^-+/, '') || 'imagem';
  return `${authorId}/conteudo/${timestamp}-${safe}`;
}
