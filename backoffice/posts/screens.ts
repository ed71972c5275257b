import { createElement, type ComponentType } from 'react';
import { createPostList } from './PostList.tsx';

export { PostCreate, PostEdit } from './PostForm.tsx';

const listsByHeading = new Map<string, ComponentType>();

/** Blog and news lists differ only by heading; each heading keeps one component (no remount per render). */
export function PostListWithHeading({ heading }: { heading: string }) {
  let list = listsByHeading.get(heading);
  if (!list) {
    list = createPostList({ heading });
    listsByHeading.set(heading, list);
  }
  return createElement(list);
}
