import activity from './activity';
import activityActors from './activity/actors.ts';
import ambassadors from './ambassadors';
import campaigns from './campaigns';
import courses from './courses';
import events from './events';
import jobs from './jobs';
import landingPages from './landing-pages';
import members from './members';
import blog from './posts/blog';
import newsletter from './newsletter';
import news from './posts/news';
import type { ResourceModule } from './resource-module.ts';
import team from './team';
import videos from './videos';

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
