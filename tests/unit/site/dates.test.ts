import { describe, expect, it } from 'vitest';
import {
  formatDateBR,
  formatDateTimeBR,
  formatLongDateBR,
  startOfTodayBR,
  TIME_ZONE_HINT,
  yearBR,
} from '#site/src/lib/dates.ts';

// Instants written in UTC: the site shows them in Brasília time (UTC−3) whatever zone this runs in.
describe("the site's dates", () => {
  it('shows times in Brasília time', () => {
    expect(formatDateTimeBR('2026-12-03T22:00:00Z')).toBe('03/12/2026 às 19:00');
    expect(formatDateTimeBR('2026-12-03T22:00:00+00:00')).toBe('03/12/2026 às 19:00');
    expect(formatDateTimeBR(new Date(Date.UTC(2026, 0, 1, 2, 5)))).toBe('31/12/2025 às 23:05');
    expect(formatDateTimeBR('2026-06-10T03:00:00Z')).toBe('10/06/2026 às 00:00');
  });

  it('shows the day it is in Brasília, even when it is already the next one elsewhere', () => {
    expect(formatDateBR('2026-12-04T01:30:00Z')).toBe('03/12/2026');
    expect(formatLongDateBR('2026-11-22T02:00:00Z')).toBe('21 de novembro de 2026');
    expect(yearBR(new Date('2027-01-01T02:59:00Z'))).toBe(2026);
  });

  it("starts 'today' at midnight in Brasília, whatever zone the server runs in", () => {
    // 22:30 on the 22nd in Brasília is already the 23rd in UTC: today began at 03:00 UTC on the 22nd.
    expect(startOfTodayBR(new Date('2026-11-23T01:30:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(startOfTodayBR(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    // Before 2019 Brasília kept summer time (UTC−2) in November.
    expect(startOfTodayBR(new Date('2018-11-20T12:00:00Z')).toISOString()).toBe('2018-11-20T02:00:00.000Z');
  });

  it('keeps a bare date as that calendar day', () => {
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026');
    expect(formatLongDateBR('2026-03-01')).toBe('1 de março de 2026');
  });

  it('names the zone in Portuguese', () => {
    expect(TIME_ZONE_HINT).toBe('(horário de Brasília)');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateTimeBR(null)).toBe('');
    expect(formatDateBR('não é data')).toBe('');
  });
});
