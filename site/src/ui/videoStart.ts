/**
 * When the home's video may start on its own: not when the visitor asked the browser to save data or
 * to reduce motion (then it starts on a tap).
 */
export function mayAutoplay(
  nav: Navigator & { connection?: { saveData?: boolean } } = navigator,
  matches: (query: string) => boolean = (query) => window.matchMedia(query).matches,
): boolean {
  if (nav.connection?.saveData === true) return false;
  return !matches('(prefers-reduced-motion: reduce)');
}

/**
 * Runs `start` once the page has loaded and the browser is idle (or after `timeoutMs` at most), so the
 * player never competes with the page's first interaction. Returns a cancel.
 */
export function whenIdleAfterLoad(start: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const onIdle = () => {
    if (!cancelled) start();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(onIdle, { timeout: timeoutMs });
    } else {
      timer = window.setTimeout(onIdle, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
