import { createElement, use, type ComponentType } from 'react';

/** Each resource's screens module, once loaded (keyed by its loader), and the load in flight. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();
const pendingLoads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = pendingLoads.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
    pendingLoads.set(load, pending);
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
    const module = (loadedModules.get(load) as M | undefined) ?? use(loadOnce(load));
    return createElement(module[name] as ComponentType<P>, props);
  }
  LazyScreen.displayName = `LazyScreen(${name})`;
  return LazyScreen;
}
