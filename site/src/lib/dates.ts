import {
  formatDateBR as formatDateIn,
  formatDateTimeBR as formatDateTimeIn,
  formatLongDateBR as formatLongDateIn,
} from '#shared/dates.ts';
import { lazy } from '#shared/lazy.ts';
import { SITE_TIME_ZONE } from './timeZone.ts';

export { SITE_TIME_ZONE, yearBR } from './timeZone.ts';

// The site's only date formats. The community is Brazilian, so every date and time on the site is
// Brasília time, whatever the zone of the server or the browser: the server's HTML and the hydrated
// page then always read the same.

/** Said next to every time of day the site shows. */
export { COMMUNITY_TIME_HINT as TIME_ZONE_HINT } from '#shared/communityZone.ts';

type DateInput = Parameters<typeof formatDateIn>[0];

/** dd/MM/yyyy in Brasília. */
export const formatDateBR = (value: DateInput) => formatDateIn(value, SITE_TIME_ZONE);

/** dd/MM/yyyy às HH:mm in Brasília (the caller adds TIME_ZONE_HINT where it shows it). */
export const formatDateTimeBR = (value: DateInput) => formatDateTimeIn(value, SITE_TIME_ZONE);

/** '21 de novembro de 2026' in Brasília. */
export const formatLongDateBR = (value: DateInput) => formatLongDateIn(value, SITE_TIME_ZONE);

/** Made on first use, as the year's format (timeZone.ts): loading the zone data is costly. */
const offsetFormat = lazy(
  () => new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' }),
);

/** Brasília's offset from UTC at `instant`, in minutes ('GMT-03:00' → -180). */
function brasiliaOffsetMinutes(instant: Date): number {
  const name =
    offsetFormat()
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant today began in Brasília, whatever the zone the server runs in ("from today on"). */
export function startOfTodayBR(now: Date = new Date()): Date {
  const [day, month, year] = formatDateBR(now).split('/').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  return new Date(utcMidnight - brasiliaOffsetMinutes(new Date(utcMidnight)) * 60_000);
}
