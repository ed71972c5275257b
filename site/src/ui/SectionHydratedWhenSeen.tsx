import {
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactPromise,
  type ReactNode,
} from 'react';
import { useHydrated } from '../lib/useHydrated.ts';

interface Gate {
  promise: ReactPromise<void>;
  open: () => void;
}

function newGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    // Marked settled by hand (React's thenable protocol), so a render in the same tick goes through.
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { promise, open };
}

/** Holds its children's hydration back until the gate opens (the server's HTML stays meanwhile). */
function HydrationGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/**
 * A `<section>` whose content hydrates only once some of it is on screen. The server's HTML is
 * complete and works without script (links, pictures), so a section below the fold has nothing to
 * do until the visitor scrolls towards it; hydrating the whole page at once made the first seconds
 * of a phone busy for content no one sees yet. React keeps a Suspense boundary that suspends while
 * hydrating as the server sent it and hydrates it, in place, once the gate opens. After the first
 * load (a client-side navigation) there is nothing to hydrate and the content renders at once.
 *
 * New children before then (fresh loader data) open the gate at once: React hydrates what the server
 * sent first, then applies the update, instead of drawing the section again from nothing.
 */
export function SectionHydratedWhenSeen({ children, ...props }: ComponentProps<'section'>) {
  const section = useRef<HTMLElement>(null);
  const hydrating = !useHydrated();
  // Only the page's first render in the browser waits; the server and later renders never do.
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? newGate() : null));
  const [firstChildren] = useState(children);
  if (gate && children !== firstChildren) gate.open();

  useEffect(() => {
    // Its content, not the section's padding: a strip of background at the screen's edge needs nothing.
    const element = section.current?.firstElementChild ?? section.current;
    if (!gate) return undefined;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        gate.open();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  // The same element while the children stay the same: this component renders again once hydrated
  // (useHydrated), and a boundary given new props before it hydrates would be drawn again instead.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <section ref={section} {...props}>
      {boundary}
    </section>
  );
}
