import { describe, expect, it } from 'vitest';
import {
  coverFileName,
  coverTooSmall,
  EVENT_COVER_ASPECT,
  initialCoverCrop,
  minCoverCropOnScreen,
  validateCoverFile,
} from '#backoffice/events/coverRules.ts';

const MB = 1024 * 1024;

describe('event cover rules', () => {
  it('takes JPG, PNG, GIF and WebP up to 5MB and refuses the rest in pt-BR', () => {
    expect(validateCoverFile({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(validateCoverFile({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(validateCoverFile({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)',
    );
    expect(validateCoverFile({ type: 'application/pdf', size: 1000 })).toBe(
      'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)',
    );
    expect(validateCoverFile({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'A imagem deve ter no máximo 5MB',
    );
  });

  it('is the share-image shape, 1.91:1', () => {
    expect(EVENT_COVER_ASPECT).toBeCloseTo(1.905, 3);
  });

  it('refuses pictures too small for a sharp 1200×630 cover', () => {
    expect(coverTooSmall({ width: 599, height: 2000 })).toBe(true);
    expect(coverTooSmall({ width: 2000, height: 314 })).toBe(true);
    expect(coverTooSmall({ width: 600, height: 315 })).toBe(false);
  });

  it('starts with the widest 1.91:1 crop that fits, centred', () => {
    // A square picture: full width, 1/1.905 of the height, centred vertically.
    const square = initialCoverCrop(800, 800);
    expect(square.width).toBeCloseTo(100);
    expect(square.height).toBeCloseTo(100 / EVENT_COVER_ASPECT, 1);
    expect(square.y).toBeCloseTo((100 - square.height) / 2, 1);
    // A panorama: full height, narrower than the picture, centred horizontally.
    const wide = initialCoverCrop(1600, 400);
    expect(wide.height).toBeCloseTo(100);
    expect(wide.width).toBeCloseTo(((400 * EVENT_COVER_ASPECT) / 1600) * 100, 1);
    expect(wide.x).toBeCloseTo((100 - wide.width) / 2, 1);
  });

  it('scales the minimum crop to the picture as displayed', () => {
    expect(minCoverCropOnScreen({ width: 1000, height: 500 }, { width: 2000, height: 1000 })).toEqual({
      width: 300,
      height: 157.5,
    });
  });

  it('names the stored JPEG after the picked file', () => {
    expect(coverFileName('Foto do palco.PNG')).toBe('Foto-do-palco.jpg');
    expect(coverFileName('.png')).toBe('capa-evento.jpg');
  });
});
