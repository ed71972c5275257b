import type { Course } from '../data/types.ts';

export interface CourseGroup {
  name: string;
  courses: Course[];
  /** 'Ver mais cursos' search page, for the platforms that have one. */
  moreUrl: string | null;
}

const MORE_COURSES: Record<string, string> = {
  coursera: 'https://www.coursera.org/search?query=customer%20experience',
  udemy: 'https://www.udemy.com/courses/search/?q=customer%20experience',
};

/** Group label: the source platform, else the provider, else 'Other' ('manual' names no platform). */
export function courseGroupName(course: Pick<Course, 'source_platform' | 'provider'>): string {
  const platform = course.source_platform?.trim();
  if (platform && platform.toLowerCase() !== 'manual') return platform;
  const provider = course.provider?.trim();
  return provider || 'Other';
}

/** Groups in order of first appearance (the list is newest first). */
export function groupCourses(courses: readonly Course[]): CourseGroup[] {
  const groups = new Map<string, Course[]>();
  for (const course of courses) {
    const name = courseGroupName(course);
    groups.set(name, [...(groups.get(name) ?? []), course]);
  }
  return [...groups].map(([name, list]) => ({
    name,
    courses: list,
    moreUrl: MORE_COURSES[name.toLowerCase()] ?? null,
  }));
}

/** schema.org ItemList of the courses, for search engines. */
export function coursesJsonLd(courses: readonly Course[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: pageUrl,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: course.title,
        description: course.description ?? course.title,
        url: course.url,
        ...(course.provider ? { provider: { '@type': 'Organization', name: course.provider } } : {}),
        ...(course.image_url ? { image: course.image_url } : {}),
      },
    })),
  };
}

export { safeJsonForScript } from './safe-json.ts';
