/**
 * The site's time zone: the community is Brazilian, so every date on the site is Brasília time. Its own
 * module, apart from the date formats, so the footer's year does not bring them to every page.
 */
import { COMMUNITY_TIME_ZONE } from '#shared/communityZone.ts';

/** Set once for both apps in shared/communityZone.ts. */
export const SITE_TIME_ZONE = COMMUNITY_TIME_ZONE;

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' });

/** The year it is in Brasília (the footer's ©). */
export const yearBR = (value: Date = new Date()) => Number(yearFormat.format(value));
