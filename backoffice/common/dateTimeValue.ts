/** A picker's value as a usable date: null when empty or still being typed (an invalid Date). */
export function validDate(value: Date | null | undefined): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

export const INVALID_DATE_TIME_MESSAGE = 'Informe a data e a hora completas (dd/mm/aaaa hh:mm).';

/** A typed date left half done is refused by name (saved as is, it would silently become empty). */
export function completeDateTime(value: unknown): string | undefined {
  return value instanceof Date && Number.isNaN(value.getTime()) ? INVALID_DATE_TIME_MESSAGE : undefined;
}
