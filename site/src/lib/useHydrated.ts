import { startTransition, useEffect, useState } from 'react';

/** True once the page has hydrated: components mounted after that (a client navigation) start true. */
let pageHydrated = false;

/**
 * False in the server's HTML and while the page hydrates, true once React runs the page: for the few
 * controls that can only work from script, so they are not offered before they can answer.
 * The switch is a transition: the re-render runs in slices of its own after hydration, instead of a
 * synchronous one inside the task that runs the page's effects (what `useSyncExternalStore`'s server
 * snapshot costs), a long task just as the page becomes usable on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
