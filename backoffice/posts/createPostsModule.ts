import { createElement, type ComponentType } from 'react';
import { lazyScreen } from '../common/lazyScreen.ts';
import type { ResourceModule } from '../resource-module.ts';
import type { PostType } from './postRules.ts';

// Blog and news screens are one lazy chunk, loaded on the first visit to either.
const screens = () => import('./screens.ts');
const PostList = lazyScreen<Awaited<ReturnType<typeof screens>>, { heading: string }>(
  screens,
  'PostListWithHeading',
);

export interface PostsModuleOptions {
  type: Exclude<PostType, 'landing-pages'>;
  label: string;
  heading: string;
  order: number;
  icon: ComponentType;
}

/** Blog and news share one list and form; only the type (fixed filter and data) and labels differ. */
export function createPostsModule({ type, label, heading, order, icon }: PostsModuleOptions): ResourceModule {
  return {
    name: type,
    table: 'posts',
    fixedFilter: { type },
    fixedData: { type },
    // The cover upload (and storage's client) loads with the first save, not with the back-office.
    aroundSave: async (data, write) => (await import('./coverUpload.ts')).saveWithCover(data, write),
    menu: { label, order, icon },
    props: {
      list: () => createElement(PostList, { heading }),
      create: lazyScreen(screens, 'PostCreate'),
      edit: lazyScreen(screens, 'PostEdit'),
      icon,
      options: { label },
      recordRepresentation: 'title',
    },
  };
}
