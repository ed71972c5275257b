import { emptyToNull, splitCommaList } from '#shared/text.ts';
import { fileExtension } from '../uploads/naming.ts';
import type { VideoMetadata } from './metadata.ts';

/** The video screens' toasts, in the product's exact words. */
export const VIDEO_MESSAGES = {
  created: 'Vídeo criado com sucesso!',
  updated: 'Vídeo atualizado com sucesso!',
  deleted: 'Vídeo excluído com sucesso!',
  createError: 'Erro ao criar vídeo',
  updateError: 'Erro ao atualizar vídeo',
  deleteError: 'Erro ao excluir vídeo',
};

export interface VideoFormValues {
  title?: string | null;
  description?: string | null;
  tags?: string | string[] | null;
  file?: File | null;
}

/** Said before any upload when the picked file is not a video (the picker's filter can be bypassed). */
export const NOT_A_VIDEO =
  'O arquivo escolhido não é um vídeo. Selecione um arquivo de vídeo (MP4, WebM, OGG ou MOV).';

/** A video by its type, or by its extension when the browser gives no type. */
export const isVideoFile = (file: Pick<File, 'type' | 'name'>): boolean =>
  videoContentType(file).startsWith('video/');

/** The spec's missing-field message for a video form (create needs a file, edit cannot change it). */
export function validateVideoForm(values: VideoFormValues, creating: boolean): string | null {
  if (!values.title || !values.title.trim()) return 'Título é obrigatório';
  if (creating && !values.file) return 'Arquivo de vídeo é obrigatório';
  if (creating && values.file && !isVideoFile(values.file)) return NOT_A_VIDEO;
  return null;
}

export function tagsFromInput(tags: string | string[] | null | undefined): string[] {
  if (Array.isArray(tags)) return tags.map((tag) => tag.trim()).filter(Boolean);
  return splitCommaList(tags);
}

/** Content type for the upload: the browser's, else one guessed from the extension. */
export function videoContentType(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type;
  const byExtension: Record<string, string> = {
    mp4: 'video/mp4',
    m4v: 'video/mp4',
    webm: 'video/webm',
    ogv: 'video/ogg',
    ogg: 'video/ogg',
    mov: 'video/quicktime',
  };
  return byExtension[fileExtension(file.name)] ?? 'application/octet-stream';
}

/** The row inserted after the upload (is_active true on create; metadata only when known). */
export function videoInsertRow(
  values: VideoFormValues,
  file: Pick<File, 'size' | 'name'>,
  videoUrl: string,
  metadata: VideoMetadata | null,
) {
  const row: Record<string, unknown> = {
    title: (values.title ?? '').trim(),
    description: emptyToNull(values.description),
    video_url: videoUrl,
    tags: tagsFromInput(values.tags),
    is_active: true,
    file_size_bytes: file.size,
    video_format: metadata?.video_format ?? (fileExtension(file.name) || null),
  };
  if (metadata?.duration_seconds != null) row.duration_seconds = metadata.duration_seconds;
  if (metadata?.width_pixels != null) row.width_pixels = metadata.width_pixels;
  if (metadata?.height_pixels != null) row.height_pixels = metadata.height_pixels;
  return row;
}

/** Fields written by the edit form: saving a video always makes it active again (is_active true). */
export function videoUpdateData(values: VideoFormValues) {
  return {
    title: (values.title ?? '').trim(),
    description: emptyToNull(values.description),
    tags: tagsFromInput(values.tags),
    is_active: true,
  };
}
