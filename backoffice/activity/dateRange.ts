/**
 * The list's 'De' and 'Até' date filters as whole days in Brazil's time (the log stores UTC moments):
 * 'De 23/11' starts at its midnight, 'Até 23/11' includes all of that day.
 */
const BRAZIL_OFFSET = '-03:00';

export const dayStart = (day: string | null | undefined) =>
  day ? `${day.slice(0, 10)}T00:00:00${BRAZIL_OFFSET}` : day;
export const dayEnd = (day: string | null | undefined) =>
  day ? `${day.slice(0, 10)}T23:59:59.999${BRAZIL_OFFSET}` : day;
/** Shows the stored bound as its day again (not converted through the viewer's time zone). */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
