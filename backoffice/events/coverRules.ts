import { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import { renderJpeg, type Size, type SourceRect } from '../ambassadors/photoRules.ts';

/**
 * An event's cover: cropped to the share-image shape (1.91:1, the 1200×630 Open Graph size that
 * post covers and the drawn cards have) and stored as a JPEG like post covers.
 */
export const EVENT_COVER_WIDTH = 1200;
export const EVENT_COVER_HEIGHT = 630;
export const EVENT_COVER_ASPECT = EVENT_COVER_WIDTH / EVENT_COVER_HEIGHT;
export const EVENT_COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The post-covers bucket's own types. */
export const EVENT_COVER_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** Smallest crop, in the file's own pixels: half the stored size, so the cover is not a blur. */
export const EVENT_COVER_MIN_WIDTH = 600;
export const EVENT_COVER_MIN_HEIGHT = Math.round(EVENT_COVER_MIN_WIDTH / EVENT_COVER_ASPECT);
const JPEG_QUALITY = 0.9;

export const COVER_NOT_IMAGE = 'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)';
export const COVER_TOO_LARGE = 'A imagem deve ter no máximo 5MB';
export const COVER_TOO_SMALL = `A imagem deve ter pelo menos ${EVENT_COVER_MIN_WIDTH}x${EVENT_COVER_MIN_HEIGHT} pixels`;

/** Why a picked file cannot be a cover (null when it can be cropped). */
export function validateCoverFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!EVENT_COVER_ACCEPT.split(',').includes(file.type)) return COVER_NOT_IMAGE;
  if (file.size > EVENT_COVER_MAX_BYTES) return COVER_TOO_LARGE;
  return null;
}

/** No 1.91:1 crop of the minimum size fits in the picture. */
export function coverTooSmall(natural: Size): boolean {
  return natural.width < EVENT_COVER_MIN_WIDTH || natural.height < EVENT_COVER_MIN_HEIGHT;
}

/** The minimum crop scaled to the image as displayed (the crop tool works on the displayed image). */
export function minCoverCropOnScreen(displayed: Size, natural: Size): Size {
  const scale = natural.width > 0 ? displayed.width / natural.width : 1;
  return { width: EVENT_COVER_MIN_WIDTH * scale, height: EVENT_COVER_MIN_HEIGHT * scale };
}

/** The widest 1.91:1 crop that fits, centred: most pictures are wider than tall already. */
export function initialCoverCrop(displayWidth: number, displayHeight: number): PercentCrop {
  return centerCrop(
    makeAspectCrop({ unit: '%', width: 100 }, EVENT_COVER_ASPECT, displayWidth, displayHeight),
    displayWidth,
    displayHeight,
  );
}

/** Draws the crop at 1200×630 and encodes it as a JPEG (transparent pixels turn white). */
export function renderCoverJpeg(image: HTMLImageElement, rect: SourceRect): Promise<Blob> {
  return renderJpeg(image, rect, {
    width: EVENT_COVER_WIDTH,
    height: EVENT_COVER_HEIGHT,
    quality: JPEG_QUALITY,
  });
}

/** The stored file's name: the picked one's, as a JPEG ('Foto do palco.png' → 'Foto-do-palco.jpg'). */
export function coverFileName(picked: string): string {
  const base = picked
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'capa-evento'}.jpg`;
}
