import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy, the spec's event date format ('' for a missing or invalid date). */
export function formatDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy', { locale: ptBR }) : '';
}

/** dd/MM/yyyy às HH:mm in the viewer's time zone. */
export function formatDateTimeBR(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : '';
}

/** Short Portuguese date like '1 jan 2025' (the back-office post list's 'Data' column). */
export function formatShortDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'd MMM yyyy', { locale: ptBR }).replace('.', '') : '';
}

/** Long Portuguese date like '21 de novembro de 2026' ('Desde …', 'Publicado em …'). */
export function formatLongDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR }) : '';
}
