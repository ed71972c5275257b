import { useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { Video } from '../data/queries';

/**
 * The video's source is attached once the page has loaded: until then only its poster (sized 16:9)
 * is painted, so on a phone the video never competes with the page's own content for the first
 * paint and the largest one.
 */
function subscribeToLoad(notify: () => void): () => void {
  window.addEventListener('load', notify);
  return () => window.removeEventListener('load', notify);
}

/** False on the server and during hydration, true once the window's load event has passed. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/**
 * The poster's address on the site's own origin (routes/video-poster.ts), versioned by the stored
 * image's address so a new poster is never hidden by a cached one.
 */
export function posterPath(video: Pick<Video, 'id' | 'thumbnail_url'>): string | undefined {
  if (!video.thumbnail_url) return undefined;
  let hash = 5381;
  for (const char of video.thumbnail_url) hash = (Math.imul(hash, 33) + char.charCodeAt(0)) >>> 0;
  return `/media/video-poster/${video.id}?v=${hash.toString(36)}`;
}

/** The pre-launch video: autoplay (muted, as browsers require), controls, 16:9 frame. */
export function VideoPlayer({ video }: { video: Video }) {
  const loaded = usePageLoaded();
  const poster = posterPath(video);
  // The poster is the largest thing on a phone's first screen: fetch it with the page's head.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  return (
    <figure className="video-frame">
      <video
        className="video-frame__video"
        src={loaded ? video.video_url : undefined}
        poster={poster}
        autoPlay
        muted
        playsInline
        controls
        preload={loaded ? 'metadata' : 'none'}
        width={1280}
        height={720}
        aria-label={video.title}
      />
      {video.description && <figcaption className="video-frame__caption">{video.description}</figcaption>}
    </figure>
  );
}
