import { useEffect, type RefObject } from 'react';

/** Typing in these must never be taken over by the '/' shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * '/' or Ctrl/⌘+K moves to the search field: the header's on wide screens; on phones (where the header
 * hides it) the side menu opens with its field focused. Only once hydrated: the shortcut is script.
 */
export function useSearchShortcut({
  headerField,
  menuField,
  menuId,
}: {
  headerField: RefObject<HTMLInputElement | null>;
  menuField: RefObject<HTMLInputElement | null>;
  menuId: string;
}): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !commandK) return;
      if (slash && isTypingTarget(event.target)) return;
      event.preventDefault();
      const header = headerField.current;
      if (header && header.getClientRects().length > 0) {
        header.focus();
        header.select();
        return;
      }
      const menu = document.getElementById(menuId);
      if (menu && !menu.matches(':popover-open')) menu.showPopover();
      menuField.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [headerField, menuField, menuId]);
}
