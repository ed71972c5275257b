import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** The field's current text in the page, if the page holds it (never on the server). */
function fieldText(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * Keeps what the visitor already typed into a field of the sign-in page rendered ahead of time
 * (scripts/prerender-admin-auth.ts) before its scripts arrived. The text is read while the page
 * hydrates (hydration itself renders the empty field the server sent, so the markup matches), then
 * handed to the form's state before the browser paints: the field and its label never blink.
 */
export function useTypedBeforeHydration(id: string, setValue: (value: string) => void): void {
  const [typed] = useState(() => fieldText(id));
  useLayoutEffect(() => {
    if (typed) setValue(typed);
  }, [typed, setValue]);
}

const noSubscription = () => () => undefined;

/**
 * False while the page is the HTML rendered ahead of time (on the server, and while hydrating), true
 * once the scripts run it (at once for a page drawn from scratch). The submit button waits for it: a
 * press before then would send the bare form (a reload that loses the typed text) instead of signing in.
 */
export function useScriptsReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
