import type { Video } from '../data/queries';

/** The pre-launch video: autoplay (muted, as browsers require), controls, 16:9 frame. */
export function VideoPlayer({ video }: { video: Video }) {
  return (
    <figure className="video-frame">
      <video
        className="video-frame__video"
        src={video.video_url}
        poster={video.thumbnail_url ?? undefined}
        autoPlay
        muted
        playsInline
        controls
        preload="metadata"
        width={1280}
        height={720}
        aria-label={video.title}
      />
      {video.description && <figcaption className="video-frame__caption">{video.description}</figcaption>}
    </figure>
  );
}
