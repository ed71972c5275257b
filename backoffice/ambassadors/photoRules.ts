import { centerCrop, makeAspectCrop, type PercentCrop, type PixelCrop } from 'react-image-crop';

/** Photo widget rules: JPEG, PNG or GIF up to 5 MB in, a 400 px square JPEG out. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif';
export const PHOTO_OUTPUT_SIZE = 400;
export const PHOTO_JPEG_QUALITY = 0.95;
export const PHOTO_MIN_CROP = 100;
export const PHOTO_INITIAL_WIDTH_PERCENT = 80;

/** The spec's rejection text for a picked file, or null when it can be cropped. */
export function validatePhotoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type || !file.type.startsWith('image/')) return 'Por favor, selecione uma imagem válida';
  if (file.size > PHOTO_MAX_BYTES) return 'A imagem deve ter no máximo 5MB';
  return null;
}

/**
 * A square crop 80% as wide as the image (bounded by its height), centred; never smaller than
 * `minDisplaySize` (the minimum crop, in displayed pixels).
 */
export function initialSquareCrop(
  displayWidth: number,
  displayHeight: number,
  minDisplaySize = 0,
): PercentCrop {
  const width = Math.min(100, Math.max(PHOTO_INITIAL_WIDTH_PERCENT, (minDisplaySize / displayWidth) * 100));
  return centerCrop(
    makeAspectCrop({ unit: '%', width }, 1, displayWidth, displayHeight),
    displayWidth,
    displayHeight,
  );
}

export interface Size {
  width: number;
  height: number;
}

export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Refused before cropping: no square of the minimum crop fits in the picture. */
export const PHOTO_TOO_SMALL = `A imagem deve ter pelo menos ${PHOTO_MIN_CROP}x${PHOTO_MIN_CROP} pixels`;

export function photoTooSmall(natural: Size): boolean {
  return Math.min(natural.width, natural.height) < PHOTO_MIN_CROP;
}

/**
 * The minimum crop is 100×100 of the file's own pixels; the crop tool works on the image as displayed
 * (a large photo is shown smaller, a small one as is), so the minimum is scaled the same way.
 */
export function minCropOnScreen(displayed: Size, natural: Size): number {
  if (natural.width <= 0) return PHOTO_MIN_CROP;
  return (PHOTO_MIN_CROP * displayed.width) / natural.width;
}

/**
 * The crop is drawn on the image as displayed; the canvas reads the file's own pixels, so the
 * rectangle is scaled by natural/displayed size. Null when there is nothing usable to crop.
 */
export function cropSourceRect(
  crop: PixelCrop | null | undefined,
  displayed: Size,
  natural: Size,
): SourceRect | null {
  if (!crop || crop.width <= 0 || crop.height <= 0) return null;
  if (displayed.width <= 0 || displayed.height <= 0 || natural.width <= 0 || natural.height <= 0) return null;
  const scaleX = natural.width / displayed.width;
  const scaleY = natural.height / displayed.height;
  return {
    x: Math.max(0, crop.x * scaleX),
    y: Math.max(0, crop.y * scaleY),
    width: Math.min(natural.width, crop.width * scaleX),
    height: Math.min(natural.height, crop.height * scaleY),
  };
}

/**
 * Draws the crop at `width`×`height` and encodes it as a JPEG. JPEG has no alpha: transparent GIF/PNG
 * pixels become white instead of black.
 */
export function renderJpeg(
  image: HTMLImageElement,
  rect: SourceRect,
  { width, height, quality }: { width: number; height: number; quality: number },
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas indisponível'));
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Falha ao gerar a imagem'))),
      'image/jpeg',
      quality,
    );
  });
}

/** Draws the crop into a 400×400 canvas and encodes it as JPEG at quality 0.95. */
export function renderCroppedJpeg(image: HTMLImageElement, rect: SourceRect): Promise<Blob> {
  return renderJpeg(image, rect, {
    width: PHOTO_OUTPUT_SIZE,
    height: PHOTO_OUTPUT_SIZE,
    quality: PHOTO_JPEG_QUALITY,
  });
}

/** The photo widget's states (choose, crop, process, upload) and the label each busy state shows. */
export type PhotoWidgetState = 'idle' | 'selecting' | 'cropping' | 'processing' | 'uploading';

export const PHOTO_BUSY_LABEL: Partial<Record<PhotoWidgetState, string>> = {
  selecting: 'Carregando...',
  processing: 'Processando...',
  uploading: 'Salvando...',
};

export function uploadErrorText(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : '';
  return `Erro ao fazer upload: ${reason || 'Erro desconhecido'}`;
}
