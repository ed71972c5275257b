import { COMMUNITY_TIME_ZONE } from './communityZone.ts';

/**
 * Moments as wall-clock times of a zone and back, with Intl only (no time zone library): the
 * back-office shows and takes times in the community's zone while the browser may be anywhere.
 */

/** A calendar day and wall-clock time (month 1–12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Date.UTC without its 0–99 → 1900s rule: a picker sends year 2 while the year 2026 is typed. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getTime();
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * Wall clocks already read, by zone and instant: Intl's formatToParts is slow next to everything else
 * a page does, and a list page reads the same few instants (each event's start and end) on every render.
 */
const wallClocks = new Map<string, WallClock>();
const MAX_WALL_CLOCKS = 10_000;

/** The wall clock of `instant` in `timeZone`. */
export function wallClockIn(instant: Date, timeZone: string = COMMUNITY_TIME_ZONE): WallClock {
  const key = `${timeZone} ${instant.getTime()}`;
  let wall = wallClocks.get(key);
  if (!wall) {
    const parts: Record<string, number> = {};
    for (const part of partsFormat(timeZone).formatToParts(instant)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    wall = {
      year: parts.year!,
      month: parts.month!,
      day: parts.day!,
      hour: parts.hour! % 24,
      minute: parts.minute!,
    };
    if (wallClocks.size >= MAX_WALL_CLOCKS) wallClocks.clear();
    wallClocks.set(key, wall);
  }
  return { ...wall };
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (Brasília: -180). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = COMMUNITY_TIME_ZONE): number {
  const wall = wallClockIn(instant, timeZone);
  const asUtc = utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant the clocks of `timeZone` show `wall`. Around a daylight-saving change a repeated wall
 * time reads as one of its two instants and a skipped one as the time an hour off.
 */
export function instantAt(wall: WallClock, timeZone: string = COMMUNITY_TIME_ZONE): Date {
  const asUtc = utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  const guessOffset = zoneOffsetMinutes(new Date(asUtc), timeZone);
  const guess = asUtc - guessOffset * 60_000;
  const offset = zoneOffsetMinutes(new Date(guess), timeZone);
  return new Date(offset === guessOffset ? guess : asUtc - offset * 60_000);
}

/**
 * The date pickers work in the browser's own zone. A picker is handed a Date whose browser-local
 * fields are the community's wall clock, and what it returns is read back the same way.
 */
export function toPickerDate(instant: Date, timeZone: string = COMMUNITY_TIME_ZONE): Date {
  if (Number.isNaN(instant.getTime())) return instant;
  const wall = wallClockIn(instant, timeZone);
  const shown = new Date(2000, 0, 1);
  shown.setFullYear(wall.year, wall.month - 1, wall.day);
  shown.setHours(wall.hour, wall.minute, 0, 0);
  return shown;
}

export function fromPickerDate(picked: Date, timeZone: string = COMMUNITY_TIME_ZONE): Date {
  if (Number.isNaN(picked.getTime())) return picked;
  return instantAt(
    {
      year: picked.getFullYear(),
      month: picked.getMonth() + 1,
      day: picked.getDate(),
      hour: picked.getHours(),
      minute: picked.getMinutes(),
    },
    timeZone,
  );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function dayParts(day: string): Pick<WallClock, 'year' | 'month' | 'day'> | null {
  const match = DAY.exec(day);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** When the calendar day 'yyyy-MM-dd' begins in `timeZone` (null for anything else). */
export function startOfDayIn(day: string, timeZone: string = COMMUNITY_TIME_ZONE): Date | null {
  const parts = dayParts(day);
  return parts ? instantAt({ ...parts, hour: 0, minute: 0 }, timeZone) : null;
}

/** The last millisecond of the calendar day 'yyyy-MM-dd' in `timeZone` (null for anything else). */
export function endOfDayIn(day: string, timeZone: string = COMMUNITY_TIME_ZONE): Date | null {
  const parts = dayParts(day);
  if (!parts) return null;
  const next = new Date(utcMs(parts.year, parts.month, parts.day + 1));
  const start = instantAt(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    timeZone,
  );
  return new Date(start.getTime() - 1);
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar day 'yyyy-MM-dd' it is in `timeZone` at `instant`. */
export function dayIn(instant: Date, timeZone: string = COMMUNITY_TIME_ZONE): string {
  const wall = wallClockIn(instant, timeZone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}
