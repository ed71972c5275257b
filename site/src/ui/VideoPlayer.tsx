import { startTransition, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { Video } from '../data/types.ts';
import { mayAutoplay, whenIdleAfterLoad } from './videoStart.ts';

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

/**
 * The pre-launch video. The page paints its poster (a plain image and a play button), so the first
 * tap on the page never waits for a video player. Once the browser is idle after loading, the player
 * takes the poster's place and plays muted, as browsers allow; with save-data or reduced motion it
 * waits for a tap on the poster instead, which starts it with sound.
 *
 * A player that started on its own shows the browser's controls only once the visitor reaches for
 * it (pointer over it, a tap, or its pause button): building them costs a phone as much as the rest
 * of the page's idle work, so nobody who only reads the page pays for them. Until then a small
 * 'Pausar vídeo' button keeps moving content stoppable, by keyboard too.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const poster = posterPath(video);
  // The poster is the largest thing on a phone's first screen: fetch it with the page's head.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const [started, setStarted] = useState<'no' | 'idle' | 'tap'>('no');
  const [controlsWanted, setControlsWanted] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const controls = started === 'tap' || controlsWanted;
  const showControls = () => setControlsWanted(true);

  useEffect(() => {
    if (!mayAutoplay()) return undefined;
    // A transition: the player's render yields to input instead of running in one block.
    return whenIdleAfterLoad(() => startTransition(() => setStarted((now) => (now === 'no' ? 'idle' : now))));
  }, []);

  useEffect(() => {
    // A tap is the visitor's own gesture: play with sound.
    if (started === 'tap') void player.current?.play().catch(() => undefined);
  }, [started]);

  const [focusPlayer, setFocusPlayer] = useState(false);
  useEffect(() => {
    // The pause button goes away with the browser's controls: the keyboard moves on to the player.
    if (focusPlayer && controls) player.current?.focus();
  }, [focusPlayer, controls]);

  const pause = () => {
    player.current?.pause();
    setControlsWanted(true);
    setFocusPlayer(true);
  };

  return (
    <figure className="video-frame" onPointerEnter={started === 'idle' ? showControls : undefined}>
      {started === 'no' ? (
        <button
          type="button"
          className="video-frame__start"
          onClick={() => setStarted('tap')}
          aria-label={`Assistir ao vídeo: ${video.title}`}
        >
          {poster ? (
            <img
              className="video-frame__video"
              src={poster}
              alt=""
              width={1280}
              height={720}
              fetchPriority="high"
            />
          ) : (
            <span className="video-frame__video video-frame__placeholder" />
          )}
          <span className="video-frame__play" aria-hidden="true" />
        </button>
      ) : (
        <div className="video-frame__player">
          <video
            ref={player}
            className="video-frame__video"
            src={video.video_url}
            poster={poster}
            autoPlay
            muted={started === 'idle'}
            playsInline
            controls={controls}
            preload="metadata"
            width={1280}
            height={720}
            aria-label={video.title}
          />
          {!controls && (
            <button type="button" className="video-frame__pause" onClick={pause} aria-label="Pausar vídeo" />
          )}
        </div>
      )}
      {video.description && <figcaption className="video-frame__caption">{video.description}</figcaption>}
    </figure>
  );
}
