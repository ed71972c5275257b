import type { Course, Read } from '../types.ts';
import { PAGE_SIZE, anon, guarded, settle } from './read.server.ts';

const COURSE_COLUMNS =
  'id, title, description, provider, category, level, language, url, image_url, source_platform, is_active, created_at, updated_at';

export function readCourses(limit?: number): Promise<Read<Course[]>> {
  return guarded('courses', async () =>
    settle(
      'courses',
      await anon()
        .from('courses')
        .select(COURSE_COLUMNS)
        .eq('is_active', true)
        .order('created_at', { ascending: false })
        .limit(limit ?? PAGE_SIZE * 4),
    ),
  );
}
