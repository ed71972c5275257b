import { BRAND } from '#shared/brand.ts';
import { useMemo } from 'react';
import { useLoaderData, type MetaFunction } from 'react-router';
import { readCourses } from '../data/reads/courses.server.ts';
import { listAnswer } from '../data/listAnswer.server.ts';
import { coursesJsonLd, groupCourses, safeJsonForScript } from '../lib/courses.ts';
import { pageMeta, siteUrlOf } from '../lib/meta.ts';
import { CourseCarousel } from '../ui/CourseCarousel.tsx';
import { PageHeader, StatusMessage } from '../ui/states.tsx';
import { useRouteLoaderData } from 'react-router';

const title = `Cursos ${BRAND.name}`;

export const loader = async () => listAnswer(await readCourses());

export const meta: MetaFunction = (args) =>
  pageMeta(
    { title, description: 'Cursos selecionados de Customer Experience, das principais plataformas.' },
    args,
  );

export default function CoursesPage() {
  const courses = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;
  const pageUrl = `${siteUrlOf([{ id: 'root', data: root }])}/courses`;
  const groups = useMemo(() => groupCourses(courses.data ?? []), [courses.data]);
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Cursos selecionados para desenvolver sua carreira em Customer Experience."
      />
      <div className="container section">
        {courses.failed && (
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
              __html: safeJsonForScript(coursesJsonLd(courses.data, pageUrl)),
            }}
          />
        )}
      </div>
    </>
  );
}
