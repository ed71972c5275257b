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

/** The pre-launch video: autoplay (muted, as browsers require), controls, 16:9 frame. */
export function VideoPlayer({ video }: { video: Video }) {
  const loaded = usePageLoaded();
  // The poster is the largest thing on a phone's first screen: fetch it with the page's head.
  if (video.thumbnail_url) preload(video.thumbnail_url, { as: 'image', fetchPriority: 'high' });
  return (
    <figure className="video-frame">
      <video
        className="video-frame__video"
        src={loaded ? video.video_url : undefined}
        poster={video.thumbnail_url ?? undefined}
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
