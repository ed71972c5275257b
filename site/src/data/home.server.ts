import { readCourses } from './reads/courses.server.ts';
import { readHomeEvents } from './reads/events.server.ts';
import { readAmbassadors, readMemberShowcase } from './reads/members.server.ts';
import { readPublishedPosts } from './reads/posts.server.ts';
import { readPrelaunchVideo } from './reads/videos.server.ts';

/** The pre-launch home's sections, read in parallel. */
export async function loadPrelaunchHome() {
  const [video, ambassadors, members] = await Promise.all([
    readPrelaunchVideo(),
    readAmbassadors(),
    readMemberShowcase(8),
  ]);
  return { video, ambassadors, members };
}

/** The full home's sections, read in parallel. */
export async function loadFullHome() {
  const [video, ambassadors, members, events, courses, posts] = await Promise.all([
    readPrelaunchVideo(),
    readAmbassadors(),
    readMemberShowcase(12),
    readHomeEvents(),
    readCourses(4),
    readPublishedPosts('blog', 3),
  ]);
  return { video, ambassadors, members, events, courses, posts };
}
