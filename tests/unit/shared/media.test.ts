import { describe, expect, it } from 'vitest';
import {
  formatDimensions,
  formatDuration,
  formatDurationMs,
  formatFileSize,
  videoFormat,
} from '#shared/media.ts';

describe('durations', () => {
  it('formats seconds as m:ss, rounded to whole seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(8)).toBe('0:08');
    expect(formatDuration(75.4)).toBe('1:15');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3600)).toBe('60:00');
  });
  it('is empty when unknown', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
  it('formats podcast milliseconds', () => {
    expect(formatDurationMs(2_730_000)).toBe('45:30');
    expect(formatDurationMs(null)).toBe('');
  });
});

describe('file sizes', () => {
  it('uses B, KB, MB, GB in 1024 steps with one decimal', () => {
    expect(formatFileSize(0)).toBe('0,0 B');
    expect(formatFileSize(512)).toBe('512,0 B');
    expect(formatFileSize(1024)).toBe('1,0 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1270298)).toBe('1,2 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5,0 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3.072,0 GB');
  });
  it("says 'N/A' when unknown", () => {
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(undefined)).toBe('N/A');
  });
});

describe('video metadata', () => {
  it('formats dimensions as widthxheight', () => {
    expect(formatDimensions(640, 360)).toBe('640x360');
    expect(formatDimensions(null, 360)).toBe('');
  });
  it('uses the stored format, else the lower-cased extension', () => {
    expect(videoFormat('webm', 'a.mp4')).toBe('webm');
    expect(videoFormat(null, 'Clip.MP4')).toBe('mp4');
    expect(videoFormat(null, 'sem-extensao')).toBe('');
  });
});
