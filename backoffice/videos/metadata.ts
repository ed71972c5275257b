import { fileExtension } from '../uploads/naming.ts';

/** What the browser can tell about a video file before it is uploaded. */
export interface VideoMetadata {
  duration_seconds: number | null;
  width_pixels: number | null;
  height_pixels: number | null;
  video_format: string | null;
}

export const METADATA_TIMEOUT_MS = 15_000;
/** Some browsers report the size a moment after loadedmetadata. */
export const METADATA_SETTLE_MS = 200;

/** Normalises the raw numbers a <video> element reports (NaN/Infinity/0 → null, duration rounded). */
export function normaliseMetadata(
  raw: { duration: number; videoWidth: number; videoHeight: number },
  fileName: string,
): VideoMetadata {
  const positive = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value) : null);
  const duration = Number.isFinite(raw.duration) && raw.duration >= 0 ? Math.round(raw.duration) : null;
  return {
    duration_seconds: duration,
    width_pixels: positive(raw.videoWidth),
    height_pixels: positive(raw.videoHeight),
    video_format: fileExtension(fileName) || null,
  };
}

/**
 * Loads only the file's metadata in a detached <video> element (object URL, freed afterwards).
 * Rejects on error or after 15 s; callers log the failure and save without metadata.
 */
export function readVideoMetadata(
  file: File,
  timeoutMs: number = METADATA_TIMEOUT_MS,
): Promise<VideoMetadata> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const timer = window.setTimeout(
      () => finish(() => reject(new Error('Tempo esgotado ao ler os metadados do vídeo'))),
      timeoutMs,
    );
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      window.setTimeout(() => {
        // Read before finish(): releasing the source resets duration and size.
        const metadata = normaliseMetadata(video, file.name);
        finish(() => resolve(metadata));
      }, METADATA_SETTLE_MS);
    };
    video.onerror = () => finish(() => reject(new Error('Não foi possível ler os metadados do vídeo')));
    video.src = url;
  });
}
