import { describe, expect, it } from 'vitest';
import {
  ambassadorPhotoFileName,
  fileExtension,
  postCoverPath,
  videoObjectPath,
} from '#backoffice/uploads/naming.ts';

describe('ambassadorPhotoFileName', () => {
  it('lower-cases the name, turns spaces into hyphens and appends the timestamp and .jpg', () => {
    expect(ambassadorPhotoFileName('Maria da Silva', 1700000000000)).toBe('maria-da-silva-1700000000000.jpg');
  });

  it('collapses runs of whitespace and trims the ends', () => {
    expect(ambassadorPhotoFileName('  Ana   Paula  ', 42)).toBe('ana-paula-42.jpg');
  });

  it('falls back to a neutral base when the name is still empty', () => {
    expect(ambassadorPhotoFileName('', 7)).toBe('embaixador-7.jpg');
  });
});

describe('video and cover paths', () => {
  it('stores videos under the user id with the timestamp and lower-cased extension', () => {
    expect(videoObjectPath('user-1', 'Clip.MP4', 123)).toBe('user-1/123.mp4');
    expect(videoObjectPath('user-1', 'noext', 5)).toBe('user-1/5.mp4');
  });

  it('reads extensions', () => {
    expect(fileExtension('a.b.WebM')).toBe('webm');
    expect(fileExtension('folder.v2/file')).toBe('');
  });

  it('stores covers under the author id as timestamp-file name, with unsafe characters replaced', () => {
    expect(postCoverPath('author', 'capa.png', 99)).toBe('author/99-capa.png');
    expect(postCoverPath('author', 'minha capa #1.jpg', 99)).toBe('author/99-minha-capa-1.jpg');
  });
});
