import type { ComponentType } from 'react';
import type { ResourceModule } from '../resource-module.ts';
import { coverLifecycle } from './coverUpload.ts';
import { PostCreate, PostEdit } from './PostForm.tsx';
import { createPostList } from './PostList.tsx';
import type { PostType } from './postRules.ts';

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
    lifecycle: coverLifecycle,
    menu: { label, order, icon },
    props: {
      list: createPostList({ heading }),
      create: PostCreate,
      edit: PostEdit,
      icon,
      options: { label },
      recordRepresentation: 'title',
    },
  };
}
