import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AUDIENCE_BEACON_PATH } from './audience-beacon-path.ts';

/**
 * Counts a navigation inside the hydrated site, which fetches no page from the server: a tiny beacon
 * (site/server/audience/) when the path changes. The first page of a visit is counted by the server as
 * it serves the HTML, so nothing is sent for it; a change of query or #anchor alone is the same page.
 * No cookie, no storage, nothing about the visitor in the message.
 */
export function AudienceBeacon(): null {
  const { pathname, search } = useLocation();
  const counted = useRef(pathname);
  useEffect(() => {
    if (pathname === counted.current) return;
    counted.current = pathname;
    if (typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon(AUDIENCE_BEACON_PATH, JSON.stringify({ path: `${pathname}${search}` }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query only travels with a new path
  }, [pathname]);
  return null;
}
