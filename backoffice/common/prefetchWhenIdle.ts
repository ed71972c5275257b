/**
 * Starts `load` once the browser has nothing else to do (at the latest after `timeout` ms), so code the
 * next screen will need is fetched without competing with what the current one is drawing. A failed
 * prefetch is ignored: the screen that needs the code loads it again and reports its own failure.
 * Returns a cancel function (for an effect's cleanup).
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, timeout = 5_000): () => void {
  const start = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, Math.min(timeout, 2_000));
  return () => window.clearTimeout(id);
}
