import { Link } from 'react-router';
import type {
  Ambassador,
  Course,
  ListedEvent,
  PostSummary,
  Read,
  ShowcaseMember,
  Video,
} from '../data/queries';
import { CourseCard } from '../ui/CourseCard';
import { EventCard } from '../ui/EventCard';
import { AmbassadorsGrid, MemberAvatars } from '../ui/People';
import { PostCard } from '../ui/PostCard';
import { StatusMessage } from '../ui/states';
import { VideoPlayer } from '../ui/VideoPlayer';

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

export function UpcomingEventsSection({ events }: { events: Read<ListedEvent[]> }) {
  return (
    <section className="section" aria-labelledby="proximos-eventos">
      <div className="container">
        <div className="section__head">
          <h2 id="proximos-eventos" className="section__title">
            Próximos eventos
          </h2>
          <Link to="/events" className="section__more">
            Ver todos os eventos
          </Link>
        </div>
        {events.failed && (
          <StatusMessage tone="error">
            Não foi possível carregar os eventos. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {events.data?.length === 0 && <StatusMessage>Nenhum evento programado no momento.</StatusMessage>}
        {events.data && events.data.length > 0 && (
          <div className="grid grid--3">
            {events.data.map((event) => (
              <EventCard key={event.id} event={event} withCalendar={false} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function CoursesSection({ courses }: { courses: Read<Course[]> }) {
  return (
    <section className="section section--alt" aria-labelledby="cursos">
      <div className="container">
        <div className="section__head">
          <h2 id="cursos" className="section__title">
            Cursos
          </h2>
          <Link to="/courses" className="section__more">
            Ver todos os cursos
          </Link>
        </div>
        {courses.failed && (
          <StatusMessage tone="error">
            Não foi possível carregar os cursos. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {courses.data?.length === 0 && <StatusMessage>Nenhum curso disponível ainda.</StatusMessage>}
        {courses.data && courses.data.length > 0 && (
          <div className="grid grid--4">
            {courses.data.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export function BlogSection({ posts }: { posts: Read<PostSummary[]> }) {
  return (
    <section className="section" aria-labelledby="blog">
      <div className="container">
        <div className="section__head">
          <h2 id="blog" className="section__title">
            Blog
          </h2>
          <Link to="/blog" className="section__more">
            Ver todos os artigos
          </Link>
        </div>
        {posts.failed && <StatusMessage tone="error">Falha ao carregar artigos.</StatusMessage>}
        {posts.data?.length === 0 && <StatusMessage>Nenhum artigo publicado ainda.</StatusMessage>}
        {posts.data && posts.data.length > 0 && (
          <div className="grid grid--3">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} linkTo={`/blog/${post.slug}`} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
