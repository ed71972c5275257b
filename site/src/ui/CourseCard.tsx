import { useState } from 'react';
import type { Course } from '../data/types.ts';
import { onAlreadyFailed } from './brokenImage.ts';
import { COURSE_IMAGE, responsiveImage } from '../lib/responsiveImage.ts';

const LEVELS: Record<string, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
};
const LANGUAGES: Record<string, string> = {
  Portuguese: 'Português',
  English: 'Inglês',
  Spanish: 'Espanhol',
};

export function CourseCard({ course }: { course: Course }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="card course-card">
      {course.image_url && !imageFailed && (
        <img
          className="course-card__image"
          {...responsiveImage(course.image_url, COURSE_IMAGE)}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          ref={onAlreadyFailed(() => setImageFailed(true))}
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="course-card__body">
        {course.provider && <p className="course-card__provider">{course.provider}</p>}
        <h3 className="card__title">{course.title}</h3>
        <ul className="tags">
          {course.level && <li className="tag">{LEVELS[course.level] ?? course.level}</li>}
          {course.language && <li className="tag">{LANGUAGES[course.language] ?? course.language}</li>}
        </ul>
        <a
          className="button button--small course-card__link"
          href={course.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ver curso<span className="visually-hidden">: {course.title} (abre em nova aba)</span>
        </a>
      </div>
    </article>
  );
}
