import { describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  PHOTO_BUSY_LABEL,
  cropSourceRect,
  initialSquareCrop,
  minCropOnScreen,
  PHOTO_TOO_SMALL,
  photoTooSmall,
  uploadErrorText,
  validatePhotoFile,
} from '#backoffice/ambassadors/photoRules.ts';

describe('validatePhotoFile', () => {
  it('refuses non-images with the spec message', () => {
    expect(validatePhotoFile({ type: 'application/pdf', size: 10 })).toBe(
      'Por favor, selecione uma imagem válida',
    );
    expect(validatePhotoFile({ type: '', size: 10 })).toBe('Por favor, selecione uma imagem válida');
  });

  it('refuses images over 5MB and accepts exactly 5MB', () => {
    expect(validatePhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'A imagem deve ter no máximo 5MB',
    );
    expect(validatePhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(validatePhotoFile({ type: 'image/gif', size: 1 })).toBeNull();
  });
});

describe('initialSquareCrop', () => {
  it('is a centred square 80% as wide as a landscape image', () => {
    const crop = initialSquareCrop(1000, 500);
    // 80% of the width would be 800px, taller than the image: the square is bounded by the height.
    expect(crop.unit).toBe('%');
    expect((crop.width / 100) * 1000).toBeCloseTo((crop.height / 100) * 500);
    expect(crop.x + crop.width / 2).toBeCloseTo(50);
    expect(crop.y + crop.height / 2).toBeCloseTo(50);
  });

  it('is 80% wide on a portrait image, square and centred', () => {
    const crop = initialSquareCrop(500, 1000);
    expect(crop.width).toBeCloseTo(80);
    expect((crop.width / 100) * 500).toBeCloseTo((crop.height / 100) * 1000);
    expect(crop.x).toBeCloseTo(10);
    expect(crop.y + crop.height / 2).toBeCloseTo(50);
  });
});

describe('cropSourceRect', () => {
  it('scales the displayed crop to the natural image size', () => {
    const rect = cropSourceRect(
      { unit: 'px', x: 10, y: 20, width: 100, height: 100 },
      { width: 200, height: 100 },
      { width: 800, height: 400 },
    );
    expect(rect).toEqual({ x: 40, y: 80, width: 400, height: 400 });
  });

  it('is null without usable crop data (the spec\'s "Dados de recorte inválidos")', () => {
    expect(cropSourceRect(null, { width: 1, height: 1 }, { width: 1, height: 1 })).toBeNull();
    expect(
      cropSourceRect(
        { unit: 'px', x: 0, y: 0, width: 0, height: 0 },
        { width: 1, height: 1 },
        { width: 1, height: 1 },
      ),
    ).toBeNull();
    expect(
      cropSourceRect(
        { unit: 'px', x: 0, y: 0, width: 5, height: 5 },
        { width: 0, height: 0 },
        { width: 1, height: 1 },
      ),
    ).toBeNull();
  });
});

describe('widget texts', () => {
  it('labels the busy states', () => {
    expect(PHOTO_BUSY_LABEL).toEqual({
      selecting: 'Carregando...',
      processing: 'Processando...',
      uploading: 'Salvando...',
    });
  });

  it('words upload errors with a fallback reason', () => {
    expect(uploadErrorText(new Error('Usuário não autenticado'))).toBe(
      'Erro ao fazer upload: Usuário não autenticado',
    );
    expect(uploadErrorText(undefined)).toBe('Erro ao fazer upload: Erro desconhecido');
  });
});

describe('the 100×100 minimum crop', () => {
  it('refuses a picture with a side under 100 pixels, with a pt-BR message', () => {
    expect(photoTooSmall({ width: 99, height: 400 })).toBe(true);
    expect(photoTooSmall({ width: 100, height: 100 })).toBe(false);
    expect(PHOTO_TOO_SMALL).toBe('A imagem deve ter pelo menos 100x100 pixels');
  });

  it("is 100 of the file's pixels, however large the image is shown", () => {
    // A 2000 px photo shown 480 px wide: 100 of its pixels are 24 on screen.
    expect(minCropOnScreen({ width: 480, height: 240 }, { width: 2000, height: 1000 })).toBeCloseTo(24);
    expect(minCropOnScreen({ width: 120, height: 120 }, { width: 120, height: 120 })).toBe(100);
  });

  it('starts no smaller than the minimum on a small picture', () => {
    // 110 px square: 80% would be 88 px, under the minimum of 100.
    const crop = initialSquareCrop(110, 110, 100);
    expect((crop.width / 100) * 110).toBeCloseTo(100);
    expect(initialSquareCrop(1000, 1000, 50).width).toBeCloseTo(80);
  });
});
