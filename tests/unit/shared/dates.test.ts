import { describe, expect, it } from 'vitest';
import {
  formatDateBR,
  formatDateTimeBR,
  formatLongDateBR,
  formatShortDateBR,
} from '../../../shared/dates.ts';

// Local dates (no time zone suffix) so the expectations hold in any time zone the tests run in.
describe('pt-BR dates', () => {
  it('formats event dates as dd/MM/yyyy', () => {
    expect(formatDateBR('2026-03-05T10:00:00')).toBe('05/03/2026');
    expect(formatDateBR(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025');
  });
  it('formats date and time with "às"', () => {
    expect(formatDateTimeBR('2026-03-05T19:30:00')).toBe('05/03/2026 às 19:30');
  });
  it('formats long dates in Portuguese', () => {
    expect(formatLongDateBR('2026-11-21T12:00:00')).toBe('21 de novembro de 2026');
    expect(formatLongDateBR('2026-03-01T12:00:00')).toBe('1 de março de 2026');
  });
  it('formats short dates like "1 jan 2025"', () => {
    expect(formatShortDateBR('2025-01-01T12:00:00')).toBe('1 jan 2025');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateBR(null)).toBe('');
    expect(formatDateBR(undefined)).toBe('');
    expect(formatDateBR('não é data')).toBe('');
    expect(formatLongDateBR('')).toBe('');
  });
});
