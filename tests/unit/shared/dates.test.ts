import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateTimeBR, formatLongDateBR, formatShortDateBR } from '#shared/dates.ts';

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

describe('the same dates as date-fns', () => {
  const inputs = [
    '2026-03-05',
    '2026-12-31T23:59:59',
    '2026-01-01T00:00:00Z',
    '2026-06-15T12:30:00+00:00',
    '2026-06-15T12:30:00.123456+00:00',
    '2026-06-15 12:30:00+00',
    '2026-02-28T03:00:00-03:00',
    new Date(2027, 8, 9, 7, 5),
  ];
  it('formats every input as the date-fns patterns did', () => {
    for (const input of inputs) {
      const date = typeof input === 'string' ? parseISO(input) : input;
      expect(formatDateBR(input), String(input)).toBe(format(date, 'dd/MM/yyyy', { locale: ptBR }));
      expect(formatDateTimeBR(input), String(input)).toBe(
        format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }),
      );
      expect(formatLongDateBR(input), String(input)).toBe(
        format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR }),
      );
      expect(formatShortDateBR(input), String(input)).toBe(
        format(date, 'd MMM yyyy', { locale: ptBR }).replace('.', ''),
      );
    }
  });
  it('refuses what is not a date', () => {
    for (const input of ['2026', 'amanhã', '31/12/2026', '2026-13-45T99:99']) {
      expect(formatDateBR(input), input).toBe('');
    }
  });
});
