import { Link } from 'react-router';
import type { Course, ListedEvent, PostSummary, Read } from '../../data/types.ts';
import { CourseCard } from '../CourseCard.tsx';
import { EventCard } from '../EventCard.tsx';
import { PostCard } from '../PostCard.tsx';
import { StatusMessage } from '../states.tsx';

/** The full home's content sections (events, courses, posts); the pre-launch home never loads them. */
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
