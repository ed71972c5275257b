import { lazy } from './lazy.ts';

/** Seconds as m:ss (rounded to whole seconds): 75.4 → '1:15'; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** Milliseconds as m:ss, for podcast episodes. */
export function formatDurationMs(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : formatDuration(ms / 1000);
}

/** Made on first use: only the back-office's file details need it. */
const oneDecimalPtBr = lazy(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** Bytes in B, KB, MB or GB (1024 steps) with one pt-BR decimal ('1,2 MB'); 'N/A' when unknown. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimalPtBr().format(value)} ${units[unit]}`;
}

/** 'widthxheight', or '' when either is unknown. */
export function formatDimensions(
  width: number | null | undefined,
  height: number | null | undefined,
): string {
  return width && height ? `${width}x${height}` : '';
}

/** The stored format, else the file's extension in lower case. */
export function videoFormat(stored: string | null | undefined, fileName?: string | null): string {
  if (stored) return stored;
  const match = /\.([^./]+)$/.exec(fileName ?? '');
  return match ? match[1]!.toLowerCase() : '';
}
