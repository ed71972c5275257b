/** Spotify Web API access for the podcast page: client-credentials token, one show's episodes. */

export interface PodcastEpisode {
  id: string;
  name: string;
  release_date: string;
  duration_ms: number;
  description: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Spotify ids are 22 base62 characters. */
export function isValidShowId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Za-z]{22}$/.test(value);
}

/** Keeps the fields the site shows; unavailable episodes come back as null items and are skipped. */
export function mapEpisodes(payload: unknown): PodcastEpisode[] {
  const items = (payload as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error('Spotify answered without an items list');
  const episodes: PodcastEpisode[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (typeof raw.id !== 'string' || typeof raw.name !== 'string') continue;
    episodes.push({
      id: raw.id,
      name: raw.name,
      release_date: typeof raw.release_date === 'string' ? raw.release_date : '',
      duration_ms: typeof raw.duration_ms === 'number' ? raw.duration_ms : 0,
      description: typeof raw.description === 'string' ? raw.description : '',
    });
  }
  return episodes;
}

export class SpotifyUpstreamError extends Error {
  constructor(
    message: string,
    readonly upstreamStatus: number | null,
  ) {
    super(message);
  }
}

export interface SpotifyOptions {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
  fetch: FetchLike;
  now?: () => number;
  /** How long a show's episodes are reused; 10 minutes. */
  cacheTtlMs?: number;
}

const TEN_MINUTES = 10 * 60 * 1000;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Episodes per show, cached in memory for `cacheTtlMs`; the access token is reused until shortly
 * before it expires, so a warm instance calls Spotify at most once per show every 10 minutes.
 */
export function createSpotifyClient(options: SpotifyOptions) {
  const now = options.now ?? (() => Date.now());
  const ttl = options.cacheTtlMs ?? TEN_MINUTES;
  const episodesCache = new Map<string, { episodes: PodcastEpisode[]; expiresAt: number }>();
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    let response: Response;
    try {
      response = await options.fetch(`${options.accountsUrl}/api/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${base64(`${options.clientId}:${options.clientSecret}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
    } catch (err) {
      throw new SpotifyUpstreamError(`token request failed: ${String(err)}`, null);
    }
    if (!response.ok) throw new SpotifyUpstreamError('token request refused', response.status);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new SpotifyUpstreamError('token response without access_token', response.status);
    // A minute of margin so a token is never used right at its expiry.
    const lifetimeMs = Math.max((body.expires_in ?? 3600) - 60, 0) * 1000;
    token = { value: body.access_token, expiresAt: now() + lifetimeMs };
    return token.value;
  }

  return {
    async episodes(showId: string): Promise<PodcastEpisode[]> {
      const cached = episodesCache.get(showId);
      if (cached && cached.expiresAt > now()) return cached.episodes;
      const bearer = await accessToken();
      const url = `${options.apiUrl}/v1/shows/${encodeURIComponent(showId)}/episodes?market=BR&limit=50`;
      let response: Response;
      try {
        response = await options.fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
      } catch (err) {
        throw new SpotifyUpstreamError(`episodes request failed: ${String(err)}`, null);
      }
      if (response.status === 401) token = null;
      if (!response.ok) throw new SpotifyUpstreamError('episodes request refused', response.status);
      let episodes: PodcastEpisode[];
      try {
        episodes = mapEpisodes(await response.json());
      } catch (err) {
        throw new SpotifyUpstreamError(String(err), response.status);
      }
      episodesCache.set(showId, { episodes, expiresAt: now() + ttl });
      return episodes;
    },
  };
}
