import { describe, expect, it } from 'vitest';
import {
  countBadge,
  groupSearchRows,
  normalizeQuery,
  resultsSummary,
  snippetParts,
  type SearchRow,
} from '#site/src/lib/search.ts';

const row = (fields: Partial<SearchRow> & Pick<SearchRow, 'kind'>): SearchRow => ({
  id: crypto.randomUUID(),
  slug: null,
  url: null,
  title: 'Título',
  snippet: '',
  starts_at: null,
  kind_total: 1,
  ...fields,
});

describe('site search results', () => {
  it('splits the highlight marks into plain text parts, markup and Markdown left as text or dropped', () => {
    expect(
      snippetParts(
        'Sobre **\uE000jornadas\uE001** e <script>alert(1)</script> [mapa](https://x.y) do \uE000cliente\uE001',
      ),
    ).toEqual([
      { text: 'Sobre ', marked: false },
      { text: 'jornadas', marked: true },
      { text: ' e alert(1) mapa do ', marked: false },
      { text: 'cliente', marked: true },
    ]);
  });

  it('groups rows by kind in display order, with totals, hrefs and the suggestion', () => {
    const results = groupSearchRows('cx', [
      row({ kind: 'course', url: 'https://cursos.example/cx', kind_total: 12 }),
      row({ kind: 'blog', slug: 'um-post', kind_total: 1 }),
      row({ kind: 'job', url: 'javascript:alert(1)', kind_total: 1 }),
      row({ kind: 'event', id: 'e1', kind_total: 1 }),
      row({ kind: 'news', slug: 'nota', kind_total: 1 }),
    ]);
    expect(results.groups.map((g) => [g.kind, g.total, g.hits[0]!.href, g.hits[0]!.external])).toEqual([
      ['event', 1, '/events/e1', false],
      ['blog', 1, '/blog/um-post', false],
      ['news', 1, '/news#nota', false],
      ['course', 12, 'https://cursos.example/cx', true],
      // Only web addresses leave the site; anything else falls back to the list page.
      ['job', 1, '/jobs', false],
    ]);
    expect(results.total).toBe(16);
    expect(results.suggestion).toBeNull();
    const none = groupSearchRows('experiensia', [
      row({ kind: 'suggestion', id: null, title: 'experiência' }),
    ]);
    expect(none).toEqual({
      query: 'experiensia',
      groups: [],
      total: 0,
      more: false,
      suggestion: 'experiência',
    });
  });

  it('says "mais de" when the database stopped counting a kind at the cap', () => {
    const results = groupSearchRows('cliente', [
      row({ kind: 'blog', slug: 'a', kind_total: 101 }),
      row({ kind: 'event', kind_total: 7 }),
    ]);
    expect(results.groups.map((g) => [g.kind, g.total, g.more, countBadge(g)])).toEqual([
      ['event', 7, false, '7'],
      ['blog', 100, true, '100+'],
    ]);
    expect(resultsSummary(results)).toBe('Mais de 107 resultados');
    expect(resultsSummary({ total: 1, more: false })).toBe('1 resultado');
    expect(resultsSummary({ total: 100, more: false })).toBe('100 resultados');
  });

  it('reads the query trimmed, with spaces collapsed and cut at 200 characters', () => {
    expect(normalizeQuery('  jornada   do\tcliente ')).toBe('jornada do cliente');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery('a'.repeat(300))).toHaveLength(200);
  });
});
