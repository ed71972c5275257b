import { describe, expect, it } from 'vitest';
import {
  dayIn,
  endOfDayIn,
  fromPickerDate,
  instantAt,
  startOfDayIn,
  toPickerDate,
  wallClockIn,
  zoneOffsetMinutes,
} from '#shared/zonedTime.ts';

describe('the community clock', () => {
  it('reads an instant as Brasília wall time', () => {
    // The seed's Rio meetup: 21:00 UTC is 18:00 in Brasília.
    expect(wallClockIn(new Date('2026-12-05T21:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 5,
      hour: 18,
      minute: 0,
    });
    expect(zoneOffsetMinutes(new Date('2026-12-05T21:00:00Z'))).toBe(-180);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Lisbon')).toBe(60);
  });

  it('turns a Brasília wall time into its instant and back', () => {
    const at = instantAt({ year: 2026, month: 12, day: 5, hour: 18, minute: 0 });
    expect(at.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    // Past midnight UTC: the day moves too.
    expect(instantAt({ year: 2026, month: 12, day: 31, hour: 22, minute: 30 }).toISOString()).toBe(
      '2027-01-01T01:30:00.000Z',
    );
  });

  it('handles zones with daylight saving on both sides of the change', () => {
    // Lisbon moves from UTC+0 to UTC+1 on 29/03/2026 at 01:00 UTC.
    expect(
      instantAt({ year: 2026, month: 3, day: 28, hour: 12, minute: 0 }, 'Europe/Lisbon').toISOString(),
    ).toBe('2026-03-28T12:00:00.000Z');
    expect(
      instantAt({ year: 2026, month: 3, day: 30, hour: 12, minute: 0 }, 'Europe/Lisbon').toISOString(),
    ).toBe('2026-03-30T11:00:00.000Z');
    expect(
      instantAt({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2026-07-01T16:00:00.000Z');
  });

  it('hands pickers the Brasília wall clock as browser-local fields and reads them back', () => {
    const instant = new Date('2026-12-05T21:00:00Z');
    const shown = toPickerDate(instant);
    expect([shown.getDate(), shown.getMonth() + 1, shown.getHours(), shown.getMinutes()]).toEqual([
      5, 12, 18, 0,
    ]);
    expect(fromPickerDate(shown).toISOString()).toBe(instant.toISOString());
    const typed = new Date(2027, 0, 10, 9, 15);
    expect(fromPickerDate(typed).toISOString()).toBe('2027-01-10T12:15:00.000Z');
    // A date still being typed stays invalid (the form refuses it by name).
    expect(Number.isNaN(fromPickerDate(new Date(Number.NaN)).getTime())).toBe(true);
  });

  it('gives whole Brasília days as instants', () => {
    expect(startOfDayIn('2026-11-23')?.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(endOfDayIn('2026-11-23')?.toISOString()).toBe('2026-11-24T02:59:59.999Z');
    expect(startOfDayIn('23/11/2026')).toBeNull();
    expect(dayIn(new Date('2026-11-24T02:30:00Z'))).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-24');
  });
});

describe('a year still being typed', () => {
  it('stays that year through the picker round trip (not the 1900s)', () => {
    const typed = new Date(2000, 0, 1);
    typed.setFullYear(2, 10, 23);
    typed.setHours(10, 0, 0, 0);
    const instant = fromPickerDate(typed);
    expect(wallClockIn(instant).year).toBe(2);
    expect(toPickerDate(instant).getFullYear()).toBe(2);
  });
});
