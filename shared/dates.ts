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

/** dd/MM/yyyy, the spec's event date format ('' for a missing or invalid date). */
export function formatDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}` : '';
}

/** dd/MM/yyyy às HH:mm in the viewer's time zone. */
export function formatDateTimeBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDateBR(date)} às ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}

/** Short Portuguese date like '1 jan 2025' (the back-office post list's 'Data' column). */
export function formatShortDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getFullYear()}` : '';
}

/** Long Portuguese date like '21 de novembro de 2026' ('Desde …', 'Publicado em …'). */
export function formatLongDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}` : '';
}
