import { describe, expect, it } from 'vitest';
import { altTextError, contentImageError, contentImagePath } from '#backoffice/publishing/contentImage.ts';

describe('content images', () => {
  it('refuses non-images and images over 5 MB before upload, in Portuguese', () => {
    expect(contentImageError({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(contentImageError({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(contentImageError({ type: 'application/pdf', size: 1000 })).toBe(
      'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)',
    );
    expect(contentImageError({ type: 'image/svg+xml', size: 1000 })).toMatch(/imagem válida/);
    expect(contentImageError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'A imagem deve ter no máximo 5MB',
    );
  });

  it('asks for alt text', () => {
    expect(altTextError('  ')).toBe('Descreva a imagem (texto alternativo)');
    expect(altTextError('Palco do evento')).toBeUndefined();
  });

  it("stores under the author's folder with a safe name", () => {
    expect(contentImagePath('u1', 'Foto do Palco (1).png', 42)).toBe('u1/conteudo/42-Foto-do-Palco-1-.png');
    expect(contentImagePath('u1', '***', 42)).toBe('u1/conteudo/42-imagem');
  });
});
