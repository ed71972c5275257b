// Podcast episodes of one Spotify show for the public site: POST {showId} → {episodes: [...]}.
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { createSpotifyClient, isValidShowId, SpotifyUpstreamError } from '../_shared/spotify.ts';

type SpotifyClient = ReturnType<typeof createSpotifyClient>;

// Module scope survives between requests on a warm instance: that is where the 10-minute cache lives.
let client: { key: string; spotify: SpotifyClient } | null = null;

function spotifyClient(): SpotifyClient | null {
  const clientId = Deno.env.get('SPOTIFY_CLIENT_ID');
  const clientSecret = Deno.env.get('SPOTIFY_CLIENT_SECRET');
  if (!clientId || !clientSecret) return null;
  const accountsUrl = (Deno.env.get('SPOTIFY_ACCOUNTS_URL') || 'https://accounts.spotify.com').replace(
    /\/$/,
    '',
  );
  const apiUrl = (Deno.env.get('SPOTIFY_API_URL') || 'https://api.spotify.com').replace(/\/$/, '');
  const key = [clientId, clientSecret, accountsUrl, apiUrl].join('\n');
  if (client?.key !== key) {
    client = {
      key,
      spotify: createSpotifyClient({
        clientId,
        clientSecret,
        accountsUrl,
        apiUrl,
        fetch: (url, init) => fetch(url, init),
      }),
    };
  }
  return client.spotify;
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();

  const body = request.method === 'GET' ? {} : await readJsonObject(request);
  const showId = body.showId ?? new URL(request.url).searchParams.get('showId');
  if (!isValidShowId(showId)) {
    return errorResponse(
      400,
      'invalid_show_id',
      'Informe um showId válido do Spotify (22 caracteres alfanuméricos).',
    );
  }

  const spotify = spotifyClient();
  if (!spotify) {
    return errorResponse(
      503,
      'spotify_not_configured',
      'As credenciais do Spotify não estão configuradas (SPOTIFY_CLIENT_ID e SPOTIFY_CLIENT_SECRET).',
    );
  }

  try {
    return jsonResponse({ episodes: await spotify.episodes(showId) });
  } catch (err) {
    if (err instanceof SpotifyUpstreamError) {
      console.error(`spotify-episodes: ${err.message} (status ${err.upstreamStatus ?? 'none'})`);
      return errorResponse(
        502,
        'spotify_upstream_error',
        'Não foi possível buscar os episódios no Spotify.',
        {
          upstreamStatus: err.upstreamStatus,
        },
      );
    }
    throw err;
  }
});
