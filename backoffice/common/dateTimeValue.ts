/** A picker's value as a usable date: null when empty or still being typed (an invalid Date). */
export function validDate(value: Date | null | undefined): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}
