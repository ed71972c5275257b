import { describe, expect, it } from 'vitest';
import { normaliseMetadata } from '#backoffice/videos/metadata.ts';
import {
  tagsFromInput,
  NOT_A_VIDEO,
  validateVideoForm,
  videoContentType,
  videoInsertRow,
  videoUpdateData,
} from '#backoffice/videos/videoRules.ts';

describe('validateVideoForm', () => {
  it('requires a title, and a file only when creating', () => {
    expect(validateVideoForm({ title: '  ' }, false)).toBe('Título é obrigatório');
    expect(validateVideoForm({ title: 'A' }, true)).toBe('Arquivo de vídeo é obrigatório');
    expect(validateVideoForm({ title: 'A' }, false)).toBeNull();
    expect(validateVideoForm({ title: 'A', file: new File(['x'], 'a.mp4') }, true)).toBeNull();
  });

  it('refuses a file that is not a video, by type or (without one) by extension', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(validateVideoForm({ title: 'A', file: pdf }, true)).toBe(NOT_A_VIDEO);
    expect(validateVideoForm({ title: 'A', file: new File(['x'], 'notas.txt') }, true)).toBe(NOT_A_VIDEO);
    const mkv = new File(['x'], 'a.mkv', { type: 'video/x-matroska' });
    expect(validateVideoForm({ title: 'A', file: mkv }, true)).toBeNull();
  });
});

describe('normaliseMetadata', () => {
  it('rounds the duration and keeps the size and lower-cased extension', () => {
    expect(normaliseMetadata({ duration: 75.6, videoWidth: 640, videoHeight: 360 }, 'Clip.WEBM')).toEqual({
      duration_seconds: 76,
      width_pixels: 640,
      height_pixels: 360,
      video_format: 'webm',
    });
  });

  it('drops what the browser could not measure', () => {
    expect(normaliseMetadata({ duration: Number.NaN, videoWidth: 0, videoHeight: 0 }, 'x')).toEqual({
      duration_seconds: null,
      width_pixels: null,
      height_pixels: null,
      video_format: null,
    });
    expect(
      normaliseMetadata({ duration: Infinity, videoWidth: 1, videoHeight: 1 }, 'a.mp4').duration_seconds,
    ).toBeNull();
  });
});

describe('rows', () => {
  it('builds the insert row with tags, null description, size, metadata and is_active true', () => {
    const row = videoInsertRow(
      { title: ' Abertura ', description: '  ', tags: 'cx, , evento ' },
      { size: 2048, name: 'abertura.mp4' },
      'http://x/v.mp4',
      { duration_seconds: 12, width_pixels: 320, height_pixels: 240, video_format: 'mp4' },
    );
    expect(row).toEqual({
      title: 'Abertura',
      description: null,
      video_url: 'http://x/v.mp4',
      tags: ['cx', 'evento'],
      is_active: true,
      file_size_bytes: 2048,
      duration_seconds: 12,
      width_pixels: 320,
      height_pixels: 240,
      video_format: 'mp4',
    });
  });

  it('saves without metadata when it could not be read (format from the extension)', () => {
    const row = videoInsertRow({ title: 'T' }, { size: 1, name: 'a.MOV' }, 'u', null);
    expect(row).toEqual({
      title: 'T',
      description: null,
      video_url: 'u',
      tags: [],
      is_active: true,
      file_size_bytes: 1,
      video_format: 'mov',
    });
  });

  it('turns every edit save back to active', () => {
    expect(videoUpdateData({ title: 'T', description: 'D', tags: ['a', ' b '] })).toEqual({
      title: 'T',
      description: 'D',
      tags: ['a', 'b'],
      is_active: true,
    });
  });

  it('splits tags and guesses content types', () => {
    expect(tagsFromInput('a,b , ,c')).toEqual(['a', 'b', 'c']);
    expect(tagsFromInput(null)).toEqual([]);
    expect(videoContentType({ type: '', name: 'x.webm' })).toBe('video/webm');
    expect(videoContentType({ type: 'video/mp4', name: 'x.bin' })).toBe('video/mp4');
  });
});
