import { describe, expect, it } from 'vitest';
import { firstFreeSlug, GENERATED_SLUG_MAX, slugFromTitle } from '#backoffice/posts/slug.ts';
import { SLUG_PATTERN } from '#shared/text.ts';

describe('slugFromTitle', () => {
  it('folds pt-BR accents and cedillas, lower-cases and joins words with hyphens', () => {
    expect(slugFromTitle('Ação & Reação: o ÚLTIMO guia')).toBe('acao-reacao-o-ultimo-guia');
    expect(slugFromTitle('Experiência do Cliente — São Paulo, 2026!')).toBe(
      'experiencia-do-cliente-sao-paulo-2026',
    );
    expect(slugFromTitle('  --Olá,   mundo--  ')).toBe('ola-mundo');
    expect(slugFromTitle('Pão de queijo à mineira')).toBe('pao-de-queijo-a-mineira');
  });

  it('always satisfies the slug rule, or is empty', () => {
    for (const title of ['?!', 'NPS > CSAT?', 'ÇÃÕ ÂÊÔ', 'a'.repeat(300), `${'palavra '.repeat(20)}x`]) {
      const slug = slugFromTitle(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(GENERATED_SLUG_MAX);
    }
  });

  it('never ends with a hyphen after shortening', () => {
    const title = `${'a'.repeat(GENERATED_SLUG_MAX - 1)} b`;
    expect(slugFromTitle(title)).toBe('a'.repeat(GENERATED_SLUG_MAX - 1));
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free slug', () => {
    expect(firstFreeSlug('meu-post', ['outro'])).toBe('meu-post');
  });

  it('numbers a taken slug with the first free suffix', () => {
    expect(firstFreeSlug('meu-post', ['meu-post'])).toBe('meu-post-2');
    expect(firstFreeSlug('meu-post', ['meu-post', 'meu-post-2', 'meu-post-4'])).toBe('meu-post-3');
  });
});
