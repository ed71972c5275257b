/**
 * The site's time zone: the community is Brazilian, so every date on the site is Brasília time. Its own
 * module, apart from the date formats, so the footer's year does not bring them to every page.
 */
import { COMMUNITY_TIME_ZONE } from '#shared/communityZone.ts';
import { lazy } from '#shared/lazy.ts';

/** Set once for both apps in shared/communityZone.ts. */
export const SITE_TIME_ZONE = COMMUNITY_TIME_ZONE;

/**
 * Made on first use: a browser's first date format with a time zone loads the zone data, 15–30 ms of
 * one task on this machine's Chromium, and the footer shows the server's year, so pages seldom need it.
 */
const yearFormat = lazy(
  () => new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' }),
);

/** The year it is in Brasília (the footer's ©). */
export const yearBR = (value: Date = new Date()) => Number(yearFormat().format(value));
