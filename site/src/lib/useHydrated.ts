import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React runs the page: for the few
 * controls that can only work from script, so they are not offered before they can answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
