import { BRAND } from '#shared/brand.ts';
import { formatLongDateBR } from '../lib/dates.ts';
import { formatDurationMs } from '#shared/media.ts';
import { usePodcastEpisodes } from '../data/podcast.ts';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta.ts';

const PLAYER_HEIGHT = 232;
const PLACEHOLDERS = 6;

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: 'Podcast',
      description: `Episódios do podcast da ${BRAND.name} sobre Customer Experience.`,
    },
    args,
  );

export default function PodcastPage() {
  const episodes = usePodcastEpisodes(BRAND.spotifyShowId);
  return (
    <>
      <PageHeader title="Podcast" subtitle="Conversas com líderes de Customer Experience." />
      <div className="container section">
        {episodes.status === 'pending' && (
          <>
            <p className="visually-hidden" role="status">
              Carregando episódios…
            </p>
            <ul className="episodes" aria-hidden="true">
              {Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <li key={index} className="episode episode--placeholder" data-testid="episode-placeholder">
                  <div className="skeleton" style={{ height: PLAYER_HEIGHT }} />
                </li>
              ))}
            </ul>
          </>
        )}
        {episodes.status === 'error' && (
          <StatusMessage tone="error">Falha ao carregar episódios do Spotify.</StatusMessage>
        )}
        {episodes.status === 'success' && episodes.episodes.length === 0 && (
          <StatusMessage>Nenhum episódio disponível no momento.</StatusMessage>
        )}
        {episodes.status === 'success' && episodes.episodes.length > 0 && (
          <ul className="episodes">
            {episodes.episodes.map((episode) => (
              <li key={episode.id} className="episode">
                <h2 className="episode__title">{episode.name}</h2>
                <p className="episode__meta">
                  {formatLongDateBR(episode.release_date)}
                  {episode.duration_ms ? ` · ${formatDurationMs(episode.duration_ms)}` : ''}
                </p>
                <iframe
                  title={`Episódio: ${episode.name}`}
                  src={`https://open.spotify.com/embed/episode/${encodeURIComponent(episode.id)}`}
                  width="100%"
                  height={PLAYER_HEIGHT}
                  loading="lazy"
                  allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
                  className="episode__player"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
