import { useEffect, useState } from 'react';
import { invokePublicFunction } from '../lib/public-api.ts';
import type { PodcastEpisode } from './types.ts';

/** Podcast episodes from the spotify-episodes function, kept for 10 minutes: a visit rarely waits on Spotify, and a new episode shows within ten minutes. */
export const PODCAST_CACHE_MS = 10 * 60 * 1000;

const cache = new Map<string, { at: number; episodes: PodcastEpisode[] }>();

async function fetchEpisodes(showId: string): Promise<PodcastEpisode[]> {
  const data = await invokePublicFunction<{ episodes?: PodcastEpisode[] } | null>('spotify-episodes', {
    showId,
  });
  if (!data || !Array.isArray(data.episodes)) throw new Error('Resposta inválida do Spotify.');
  return data.episodes;
}

function freshCache(showId: string): PodcastEpisode[] | null {
  const cached = cache.get(showId);
  return cached && Date.now() - cached.at < PODCAST_CACHE_MS ? cached.episodes : null;
}

type EpisodesState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; episodes: PodcastEpisode[] };

/**
 * The episodes are read in the browser (the players are Spotify's own embeds anyway); one retry,
 * then the error state.
 */
export function usePodcastEpisodes(showId: string): EpisodesState {
  const [state, setState] = useState<EpisodesState>(() => {
    const cached = freshCache(showId);
    return cached ? { status: 'success', episodes: cached } : { status: 'pending' };
  });
  useEffect(() => {
    let active = true;
    if (freshCache(showId)) return;
    const load = async (attemptsLeft: number): Promise<void> => {
      try {
        const episodes = await fetchEpisodes(showId);
        cache.set(showId, { at: Date.now(), episodes });
        if (active) setState({ status: 'success', episodes });
      } catch {
        if (attemptsLeft > 0 && active) return load(attemptsLeft - 1);
        if (active) setState({ status: 'error' });
      }
    };
    void load(1);
    return () => {
      active = false;
    };
  }, [showId]);
  return state;
}
