import type { Ambassador, Read, ShowcaseMember, Video } from '../../data/types.ts';
import { AmbassadorsGrid, MemberAvatars } from '../People.tsx';
import { StatusMessage } from '../states.tsx';
import { VideoPlayer } from '../VideoPlayer.tsx';

/** The home sections both variants show: the video and the community's people. */
export function VideoSection({ video }: { video: Read<Video | null> }) {
  if (!video.data) return null;
  return (
    <section className="section section--video" aria-label="Vídeo de apresentação">
      <div className="container container--narrow">
        <VideoPlayer video={video.data} />
      </div>
    </section>
  );
}

export function AmbassadorsSection({ ambassadors }: { ambassadors: Read<Ambassador[]> }) {
  return (
    <section className="section" aria-labelledby="embaixadores">
      <div className="container">
        <h2 id="embaixadores" className="section__title">
          Embaixadores
        </h2>
        {ambassadors.failed && (
          <StatusMessage tone="error">Não foi possível carregar os embaixadores.</StatusMessage>
        )}
        {ambassadors.data && ambassadors.data.length === 0 && (
          <StatusMessage>Em breve apresentaremos nossos embaixadores.</StatusMessage>
        )}
        {ambassadors.data && ambassadors.data.length > 0 && (
          <AmbassadorsGrid ambassadors={ambassadors.data} />
        )}
      </div>
    </section>
  );
}

/** Shown only when there is at least one member with name and picture. */
export function MembersSection({ members }: { members: Read<ShowcaseMember[]> }) {
  if (!members.data || members.data.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="membros">
      <div className="container">
        <h2 id="membros" className="section__title">
          Membros da comunidade
        </h2>
        <MemberAvatars members={members.data} />
      </div>
    </section>
  );
}
