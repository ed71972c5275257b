import { useEffect, useRef, type ReactNode } from 'react';
import { useOnNavigation } from '../lib/useOnNavigation.ts';

/**
 * A <details> pop-over (native keyboard and screen-reader support) that also closes on Esc, on a click
 * outside it and on navigation, as people expect from a menu.
 */
export function Disclosure({
  className,
  summary,
  summaryClassName,
  summaryLabel,
  children,
}: {
  className: string;
  summary: ReactNode;
  summaryClassName: string;
  summaryLabel?: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // Only a navigation closes it (a <details> opens without script, and hydration must not shut it).
  useOnNavigation(() => {
    if (details.current) details.current.open = false;
  });

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    const onKey = (event: KeyboardEvent) => closeOnEscape(details.current, event.key);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    // Esc inside the menu is also a React handler: it works as soon as the menu has hydrated, even
    // before the effects above have run (the document listener covers focus elsewhere).
    <details
      ref={details}
      className={className}
      onKeyDown={(event) => closeOnEscape(details.current, event.key)}
    >
      <summary className={summaryClassName} aria-label={summaryLabel}>
        {summary}
      </summary>
      {children}
    </details>
  );
}

/** Esc closes an open menu and gives the focus back to its toggle. */
function closeOnEscape(element: HTMLDetailsElement | null, key: string) {
  if (key !== 'Escape' || !element?.open) return;
  element.open = false;
  element.querySelector('summary')?.focus();
}
