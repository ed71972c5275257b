import { createElement, use, type ComponentType } from 'react';

/** Each resource's screens module: one load per loader, shared by all of its screens. */
const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

type SettledPromise<M> = Promise<M> & { status?: 'fulfilled' | 'rejected'; value?: M; reason?: unknown };

/**
 * The loader's promise, marked with its outcome once settled (React's convention for thenables): use()
 * then reads a loaded module at once, even in a screen that never waited for it, instead of suspending.
 */
function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = loads.get(load) as SettledPromise<M> | undefined;
  if (!pending) {
    const promise: SettledPromise<M> = load();
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    loads.set(load, promise);
    pending = promise;
  }
  return pending;
}

/**
 * One of a resource's screens, loaded on first use. Every screen of a resource names the same loader
 * (its folder's screens.ts), so the resource is one lazy chunk and the first load carries none of them.
 * Once the chunk is in, its other screens render at once (React.lazy would suspend each one first, and
 * a navigation would keep showing the previous screen meanwhile).
 */
export function lazyScreen<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType<P> {
  function LazyScreen(props: P) {
    // Always through use(), so a screen calls the same hooks whether its chunk had arrived or not.
    const module = use(loadOnce(load));
    return createElement(module[name] as ComponentType<P>, props);
  }
  LazyScreen.displayName = `LazyScreen(${name})`;
  return LazyScreen;
}
