import { dayIn, endOfDayIn, startOfDayIn } from '#shared/zonedTime.ts';

/**
 * The list's 'De' and 'Até' date filters as whole days on the community's clock (the log stores UTC
 * moments): 'De 23/11' starts at its midnight, 'Até 23/11' includes all of that day.
 */
export const dayStart = (day: string | null | undefined) =>
  day ? (startOfDayIn(day)?.toISOString() ?? day) : day;
export const dayEnd = (day: string | null | undefined) =>
  day ? (endOfDayIn(day)?.toISOString() ?? day) : day;

/** Shows the stored bound as its day again, on the community's clock. */
export const dayOf = (value: string | null | undefined) => {
  if (!value) return '';
  const at = new Date(value);
  return value.length > 10 && !Number.isNaN(at.getTime()) ? dayIn(at) : value.slice(0, 10);
};
