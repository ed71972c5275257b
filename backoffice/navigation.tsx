import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * The app's top-level navigation, without a router library: which page shows depends only on the path.
 * The pages around sign-in move with navigateTo and AppLink; react-admin, once loaded, keeps its own
 * router under /admin and reports its moves through notifyPathChange, so leaving /admin (sign-out)
 * shows the sign-in page again.
 */
const listeners = new Set<() => void>();

export function notifyPathChange(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * The only page rendered ahead of time (scripts/prerender-admin-auth.ts) is the sign-in page; in the
 * browser, hydration reads the real path.
 */
const serverPath = () => (typeof window === 'undefined' ? '/admin-auth' : currentPath());

/** The current path, without a trailing slash (as a router would match it). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, serverPath);
}

export function navigateTo(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  notifyPathChange();
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An in-app link (for MUI's `component` prop): a real <a href>, followed without a page load. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, ...anchor },
  ref,
) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Ctrl/⌘-click, middle click or a target keep the browser's own behaviour (new tab, …).
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || anchor.target) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <a ref={ref} href={to} onClick={follow} {...anchor} />;
});
