import { BRAND } from '../../../shared/brand';
import { useMemo } from 'react';
import { useCourses } from '../data/queries';
import { coursesJsonLd, groupCourses, safeJsonForScript } from '../lib/courses';
import { CourseCarousel } from '../ui/CourseCarousel';
import { PageHeader, StatusMessage } from '../ui/states';
import { usePageMeta } from '../ui/usePageMeta';

export default function CoursesPage() {
  const title = `Cursos ${BRAND.name}`;
  usePageMeta({
    title,
    description: 'Cursos selecionados de Customer Experience, das principais plataformas.',
  });
  const courses = useCourses();
  const groups = useMemo(() => groupCourses(courses.data ?? []), [courses.data]);
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Cursos selecionados para desenvolver sua carreira em Customer Experience."
      />
      <div className="container section">
        {courses.isPending && <StatusMessage>Carregando cursos…</StatusMessage>}
        {courses.isError && (
          <StatusMessage tone="error">
            Não foi possível carregar os cursos. Tente novamente mais tarde.
          </StatusMessage>
        )}
        {courses.data?.length === 0 && <StatusMessage>Nenhum curso disponível ainda.</StatusMessage>}
        {groups.map((group, index) => (
          <CourseCarousel key={group.name} group={group} headingId={`grupo-${index}`} />
        ))}
        {courses.data && courses.data.length > 0 && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: safeJsonForScript(coursesJsonLd(courses.data, window.location.href)),
            }}
          />
        )}
      </div>
    </>
  );
}
