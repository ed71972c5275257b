import { useRef } from 'react';
import type { CourseGroup } from '../lib/courses.ts';
import { CourseCard } from './CourseCard.tsx';

/** One platform's courses in a horizontal carousel (2, 4 or 6 per view by screen width, in CSS). */
export function CourseCarousel({ group, headingId }: { group: CourseGroup; headingId: string }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <section className="carousel" aria-roledescription="carrossel" aria-labelledby={headingId}>
      <div className="carousel__head">
        <h2 id={headingId} className="section__title">
          {group.name}
        </h2>
        <div className="carousel__controls">
          {group.moreUrl && (
            <a className="section__more" href={group.moreUrl} target="_blank" rel="noopener noreferrer">
              Ver mais cursos<span className="visually-hidden"> na {group.name} (abre em nova aba)</span>
            </a>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={`Cursos anteriores de ${group.name}`}
            onClick={() => scroll(-1)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Próximos cursos de ${group.name}`}
            onClick={() => scroll(1)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
      <ul ref={track} className="carousel__track" tabIndex={0} aria-label={`Cursos de ${group.name}`}>
        {group.courses.map((course, index) => (
          <li
            key={course.id}
            className="carousel__item"
            aria-roledescription="slide"
            aria-label={`${index + 1} de ${group.courses.length}`}
          >
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </section>
  );
}
