import { wallClockIn } from './zonedTime.ts';

/**
 * pt-BR date formats of both apps, written without a date library: the public site ships them in
 * its home page bundle, where date-fns with its locale weighed more than everything else of the page.
 */
type DateInput = string | Date | null | undefined;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * ISO 8601 as the database and forms write it. A bare date is a local calendar day (as date-fns'
 * parseISO reads it; the Date constructor would read it as UTC midnight).
 */
function toDate(value: DateInput): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)
      ? new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))
      : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar day and wall-clock time (month 1–12). */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The wall time of a value in `timeZone`, or in the runtime's own zone when none is given. A bare date
 * is that calendar day wherever it is read.
 */
function wallTime(value: DateInput, timeZone: string | undefined): WallTime | null {
  const day = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (day) {
    return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  const date = toDate(value);
  if (!date) return null;
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  return wallClockIn(date, timeZone);
}

/**
 * Each format reads the value in `timeZone` (an IANA name such as 'America/Sao_Paulo') when given,
 * else in the runtime's own zone.
 */

/** dd/MM/yyyy, the spec's event date format ('' for a missing or invalid date). */
export function formatDateBR(value: DateInput, timeZone?: string): string {
  const time = wallTime(value, timeZone);
  return time ? `${two(time.day)}/${two(time.month)}/${time.year}` : '';
}

/** dd/MM/yyyy às HH:mm. */
export function formatDateTimeBR(value: DateInput, timeZone?: string): string {
  const time = wallTime(value, timeZone);
  return time
    ? `${two(time.day)}/${two(time.month)}/${time.year} às ${two(time.hour)}:${two(time.minute)}`
    : '';
}

/** Short Portuguese date like '1 jan 2025' (the back-office post list's 'Data' column). */
export function formatShortDateBR(value: DateInput, timeZone?: string): string {
  const time = wallTime(value, timeZone);
  return time ? `${time.day} ${MONTHS[time.month - 1]!.slice(0, 3)} ${time.year}` : '';
}

/** Long Portuguese date like '21 de novembro de 2026' ('Desde …', 'Publicado em …'). */
export function formatLongDateBR(value: DateInput, timeZone?: string): string {
  const time = wallTime(value, timeZone);
  return time ? `${time.day} de ${MONTHS[time.month - 1]} de ${time.year}` : '';
}
