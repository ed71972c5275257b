// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCardDate, renderShareCard } from '#site/server/og-image.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which always follows the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share card', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await renderShareCard({
      title: 'Mapeando a jornada do cliente',
      kicker: 'Blog',
      date: '2026-11-21',
    });
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('keeps its size with a very long title full of accents', async () => {
    const png = await renderShareCard({
      title: 'Ação, gestão e atenção: '.repeat(20) + 'Supercalifragilisticexpialidocioso'.repeat(5),
      kicker: 'Notícias',
      date: '2026-11-21T02:30:00Z',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it('serves the same card from the cache', async () => {
    const card = { title: 'Encontro de líderes de CX', kicker: 'Evento', date: '2026-12-03' };
    const first = await renderShareCard(card);
    const second = await renderShareCard({ ...card });
    expect(second).toBe(first);
    const other = await renderShareCard({ ...card, kicker: 'Blog' });
    expect(other).not.toBe(first);
    expect(other.equals(first)).toBe(false);
  }, 30_000);
});

describe('share card date', () => {
  it('writes the date in Portuguese, a timestamp on its day in Brazil', () => {
    expect(formatCardDate('2026-11-21')).toBe('21 de novembro de 2026');
    expect(formatCardDate('2026-11-21T02:30:00Z')).toBe('20 de novembro de 2026');
    expect(formatCardDate(undefined)).toBe('');
    expect(formatCardDate('em breve')).toBe('em breve');
  });
});
