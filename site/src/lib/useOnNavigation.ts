import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `onNavigate` after each move to another path. Never on the first render: that one comes with
 * hydration, and a menu someone opened while the page was still loading must stay open.
 */
export function useOnNavigation(onNavigate: () => void): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    onNavigate();
  }, [pathname, onNavigate]);
}
