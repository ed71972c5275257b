import { describe, expect, it } from 'vitest';
import {
  contentLookups,
  contentPageOf,
  publicPathOf,
  titleOf,
  titlesByPath,
} from '#backoffice/audience/pages.ts';

const EVENT_ID = '0b6f3c1e-8a7d-4d2b-9c51-3f0e2a9b7c11';

describe('content pages', () => {
  it('knows which post, event or landing page a path shows, and nothing else', () => {
    expect(contentPageOf('/blog/jornada-do-cliente')).toEqual({ kind: 'blog', slug: 'jornada-do-cliente' });
    expect(contentPageOf(`/events/${EVENT_ID}`)).toEqual({ kind: 'event', id: EVENT_ID });
    expect(contentPageOf('/lp/lancamento')).toEqual({ kind: 'landing', slug: 'lancamento' });
    expect(contentPageOf('/lp/a%C3%A7%C3%A3o')).toEqual({ kind: 'landing', slug: 'ação' });
    for (const other of ['/', '/blog', '/blog/rss.xml', '/events', '/events/x/rsvp', '/news', '/busca'])
      expect(contentPageOf(other)).toBeNull();
  });

  it('writes the public path the counts store, round-tripping with contentPageOf', () => {
    expect(publicPathOf({ kind: 'blog', slug: 'nps' })).toBe('/blog/nps');
    expect(publicPathOf({ kind: 'event', id: EVENT_ID })).toBe(`/events/${EVENT_ID}`);
    expect(publicPathOf({ kind: 'landing', slug: 'ação' })).toBe('/lp/a%C3%A7%C3%A3o');
    expect(contentPageOf(publicPathOf({ kind: 'landing', slug: 'ação' }))).toEqual({
      kind: 'landing',
      slug: 'ação',
    });
  });

  it('asks for each slug and well-formed event id once', () => {
    expect(
      contentLookups([
        '/blog/a',
        '/blog/a',
        '/lp/b',
        `/events/${EVENT_ID.toUpperCase()}`,
        '/events/not-a-uuid',
        '/',
      ]),
    ).toEqual({ blogSlugs: ['a'], landingSlugs: ['b'], eventIds: [EVENT_ID] });
  });

  it('titles the paths it found, and leaves the others untitled', () => {
    const titles = titlesByPath({
      blog: [{ slug: 'a', title: 'Post A' }],
      landing: [{ slug: 'b', title: 'Página B' }],
      events: [{ id: EVENT_ID, title: 'CX Summit' }],
    });
    expect(titleOf(titles, '/blog/a')).toBe('Post A');
    expect(titleOf(titles, '/lp/b')).toBe('Página B');
    expect(titleOf(titles, `/events/${EVENT_ID.toUpperCase()}`)).toBe('CX Summit');
    expect(titleOf(titles, '/blog/b')).toBeUndefined();
    expect(titleOf(titles, '/')).toBeUndefined();
  });
});
