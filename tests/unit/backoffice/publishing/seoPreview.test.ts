import { describe, expect, it } from 'vitest';
import { clipForSnippet, descriptionCountdown, shareFields } from '#backoffice/publishing/seoPreview.ts';

describe('description countdown', () => {
  it('counts down from 160', () => {
    expect(descriptionCountdown('')).toEqual({
      remaining: 160,
      over: false,
      message: 'Restam 160 caracteres',
    });
    expect(descriptionCountdown('a'.repeat(159)).message).toBe('Resta 1 caractere');
    expect(descriptionCountdown('a'.repeat(160))).toMatchObject({ remaining: 0, over: false });
    expect(descriptionCountdown(null).remaining).toBe(160);
  });

  it('counts characters, not UTF-16 units, and says how far over the limit', () => {
    expect(descriptionCountdown('ação 🎉').remaining).toBe(154);
    expect(descriptionCountdown('a'.repeat(161))).toEqual({
      remaining: -1,
      over: true,
      message: '1 caractere além do limite',
    });
    expect(descriptionCountdown('a'.repeat(170)).message).toBe('10 caracteres além do limite');
  });
});

describe('snippet clipping', () => {
  it('keeps short text and cuts long text on a word with an ellipsis', () => {
    expect(clipForSnippet('  Olá   mundo ', 60)).toBe('Olá mundo');
    expect(clipForSnippet('uma frase bem longa para cortar', 20)).toBe('uma frase bem longa…');
    expect([...clipForSnippet('x'.repeat(200), 160)]).toHaveLength(160);
  });
});

describe('share fields', () => {
  it('takes the first non-empty source, then the title', () => {
    expect(
      shareFields({
        title: 'Título',
        titles: ['', '  ', 'SEO'],
        description: [null, 'Descrição'],
        image: [undefined, ''],
        path: '/lp/x',
      }),
    ).toEqual({ title: 'SEO', description: 'Descrição', image: null, path: '/lp/x' });
    expect(shareFields({ title: 'Título', path: '/blog/a' })).toMatchObject({
      title: 'Título',
      description: '',
    });
  });
});
