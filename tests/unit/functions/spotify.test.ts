import { describe, expect, it } from 'vitest';
import {
  createSpotifyClient,
  isValidShowId,
  mapEpisodes,
  SpotifyUpstreamError,
  type FetchLike,
} from '#supabase/functions/_shared/spotify.ts';

describe('isValidShowId', () => {
  it('accepts 22 base62 characters only', () => {
    expect(isValidShowId('4rOoJ6Egrf8K2IrywzwOMk')).toBe(true);
    expect(isValidShowId('4rOoJ6Egrf8K2IrywzwOM')).toBe(false);
    expect(isValidShowId('4rOoJ6Egrf8K2IrywzwOMk1')).toBe(false);
    expect(isValidShowId('4rOoJ6Egrf8K2Irywz-OMk')).toBe(false);
    expect(isValidShowId(undefined)).toBe(false);
    expect(isValidShowId(42)).toBe(false);
  });
});

describe('mapEpisodes', () => {
  it('keeps the site fields and skips unavailable (null) items', () => {
    expect(
      mapEpisodes({
        items: [
          {
            id: 'a',
            name: 'A',
            release_date: '2026-01-01',
            duration_ms: 10,
            description: 'd',
            html_description: '<p>',
          },
          null,
          { id: 'b', name: 'B' },
          { name: 'no id' },
        ],
      }),
    ).toEqual([
      { id: 'a', name: 'A', release_date: '2026-01-01', duration_ms: 10, description: 'd' },
      { id: 'b', name: 'B', release_date: '', duration_ms: 0, description: '' },
    ]);
  });

  it('fails on a body without items', () => {
    expect(() => mapEpisodes({ error: 'x' })).toThrow();
  });
});

/** A scripted Spotify: records calls and answers token and episodes requests. */
function fakeSpotify(options: { episodesStatus?: number; expiresIn?: number } = {}) {
  const requests: Array<{ url: string; init?: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, init });
    if (url.endsWith('/api/token')) {
      return new Response(
        JSON.stringify({ access_token: `t${requests.length}`, expires_in: options.expiresIn ?? 3600 }),
      );
    }
    if (options.episodesStatus && options.episodesStatus !== 200)
      return new Response('{}', { status: options.episodesStatus });
    return new Response(JSON.stringify({ items: [{ id: 'e1', name: 'E1' }] }));
  };
  return { fetch, requests };
}

describe('createSpotifyClient', () => {
  const base = {
    clientId: 'id',
    clientSecret: 'secret',
    accountsUrl: 'https://accounts.test',
    apiUrl: 'https://api.test',
  };

  it('sends Basic client credentials and asks for the BR market', async () => {
    const fake = fakeSpotify();
    const client = createSpotifyClient({ ...base, fetch: fake.fetch });
    await client.episodes('show1');
    const [token, episodes] = fake.requests;
    expect(token.url).toBe('https://accounts.test/api/token');
    expect(new Headers(token.init?.headers).get('authorization')).toBe(`Basic ${btoa('id:secret')}`);
    expect(token.init?.body).toBe('grant_type=client_credentials');
    expect(episodes.url).toBe('https://api.test/v1/shows/show1/episodes?market=BR&limit=50');
    expect(new Headers(episodes.init?.headers).get('authorization')).toBe('Bearer t1');
  });

  it('caches episodes for ten minutes and the token until it expires', async () => {
    let now = 0;
    const fake = fakeSpotify({ expiresIn: 3600 });
    const client = createSpotifyClient({ ...base, fetch: fake.fetch, now: () => now });
    await client.episodes('show1');
    now = 9 * 60 * 1000;
    await client.episodes('show1');
    expect(fake.requests).toHaveLength(2);
    now = 10 * 60 * 1000 + 1;
    await client.episodes('show1');
    expect(fake.requests.map((r) => r.url.includes('/api/token'))).toEqual([true, false, false]);
    now = 3600 * 1000;
    await client.episodes('show2');
    expect(fake.requests.filter((r) => r.url.includes('/api/token'))).toHaveLength(2);
  });

  it('reports upstream failures with their status', async () => {
    const client = createSpotifyClient({ ...base, fetch: fakeSpotify({ episodesStatus: 404 }).fetch });
    await expect(client.episodes('show1')).rejects.toMatchObject({ upstreamStatus: 404 });
    await expect(client.episodes('show1')).rejects.toBeInstanceOf(SpotifyUpstreamError);
  });
});
