// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildRssFeed, type FeedPost } from '#site/server/feeds.ts';

const SITE = 'https://elocx.example';

function post(partial: Partial<FeedPost>): FeedPost {
  return {
    title: 'Mapeando a jornada do cliente',
    slug: 'mapeando-a-jornada-do-cliente',
    excerpt: 'Um guia prático.',
    published_at: '2026-11-20T10:00:00Z',
    updated_at: null,
    cover_image_url: null,
    ...partial,
  };
}

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function childText(parent: Element, tag: string): string | null {
  return parent.getElementsByTagName(tag)[0]?.textContent ?? null;
}

/** What a feed reader shows: the description parsed as HTML, its text and how many elements it made. */
function asReaderShowsIt(description: string): { text: string; elements: number } {
  const body = new DOMParser().parseFromString(description, 'text/html').body;
  return { text: body.textContent ?? '', elements: body.querySelectorAll('*').length };
}

describe('RSS feeds', () => {
  it('lists blog posts with links to their pages', () => {
    const doc = parse(
      buildRssFeed({
        kind: 'blog',
        siteUrl: `${SITE}/`,
        posts: [
          post({ cover_image_url: 'https://cdn.example/capa.png', updated_at: '2026-11-22T08:00:00Z' }),
          post({ title: 'Segundo', slug: 'segundo', excerpt: null, published_at: '2026-11-01T10:00:00Z' }),
        ],
      }),
    );
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(childText(channel, 'title')).toBe('Blog Elo CX');
    expect(childText(channel, 'language')).toBe('pt-BR');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((item) => childText(item, 'link'))).toEqual([
      `${SITE}/blog/mapeando-a-jornada-do-cliente`,
      `${SITE}/blog/segundo`,
    ]);
    expect(childText(items[0]!, 'description')).toBe('Um guia prático.');
    expect(new Date(childText(items[0]!, 'pubDate')!).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const enclosure = items[0]!.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe('https://cdn.example/capa.png');
    expect(enclosure.getAttribute('type')).toBe('image/png');
    expect(items[1]!.getElementsByTagName('enclosure')).toHaveLength(0);
  });

  it('links news to their card on /news', () => {
    const doc = parse(
      buildRssFeed({
        kind: 'news',
        siteUrl: SITE,
        posts: [post({ slug: 'mercado-cx-2026', cover_image_url: '/storage/v1/object/public/capa.webp' })],
      }),
    );
    expect(childText(doc.getElementsByTagName('channel')[0]!, 'title')).toBe('Notícias Elo CX');
    const item = doc.getElementsByTagName('item')[0]!;
    expect(childText(item, 'link')).toBe(`${SITE}/news#mercado-cx-2026`);
    expect(item.getElementsByTagName('enclosure')[0]!.getAttribute('url')).toBe(
      `${SITE}/storage/v1/object/public/capa.webp`,
    );
  });

  it('keeps markup characters as text', () => {
    const title = 'CX & vendas: <script>alert(1)</script> ]]> fim';
    const excerpt = 'Menor < maior & "aspas"';
    const xml = buildRssFeed({ kind: 'blog', siteUrl: SITE, posts: [post({ title, excerpt })] });
    const item = parse(xml).getElementsByTagName('item')[0]!;
    expect(childText(item, 'title')).toBe(title);
    expect(asReaderShowsIt(childText(item, 'description')!)).toEqual({ text: excerpt, elements: 0 });
    expect(item.getElementsByTagName('script')).toHaveLength(0);
  });

  it('carries an excerpt with markup as plain text: a reader rendering the description as HTML shows the characters', () => {
    const excerpt =
      'Veja <img src=x onerror="alert(1)"> e <script>alert(2)</script> <a href="javascript:x">aqui</a>]]>';
    const xml = buildRssFeed({ kind: 'news', siteUrl: SITE, posts: [post({ excerpt })] });
    const item = parse(xml).getElementsByTagName('item')[0]!;
    expect(asReaderShowsIt(childText(item, 'description')!)).toEqual({ text: excerpt, elements: 0 });
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('<script');
  });

  it('is a valid empty channel without posts', () => {
    const doc = parse(buildRssFeed({ kind: 'news', siteUrl: SITE, posts: [] }));
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
  });
});
