import activity from './activity/index.ts';
import activityActors from './activity/actors.ts';
import ambassadors from './ambassadors/index.ts';
import campaigns from './campaigns/index.ts';
import courses from './courses/index.ts';
import events from './events/index.ts';
import jobs from './jobs/index.ts';
import landingPages from './landing-pages/index.ts';
import members from './members/index.ts';
import blog from './posts/blog.ts';
import newsletter from './newsletter/index.ts';
import news from './posts/news.ts';
import type { ResourceModule } from './resource-module.ts';
import team from './team/index.ts';
import videos from './videos/index.ts';

/** Every back-office resource; App.tsx, the sidebar and the data provider all read this list. */
export const resourceModules: readonly ResourceModule[] = [
  members,
  events,
  ambassadors,
  videos,
  blog,
  jobs,
  courses,
  landingPages,
  news,
  newsletter,
  campaigns,
  activity,
  activityActors,
  team,
];
