import { describe, expect, it } from 'vitest';
import { postDateLabel } from '#backoffice/posts/postRules.ts';
import {
  defaultScheduleTime,
  formatScheduleBR,
  publicationState,
  scheduleData,
  scheduledLabel,
  scheduleTimeError,
} from '#backoffice/publishing/schedule.ts';
import { completeDateTime, validDate } from '#backoffice/common/dateTimeValue.ts';

const NOW = new Date(2026, 10, 23, 10, 30);

describe('publication state', () => {
  it('is a draft whatever the date when the status is draft', () => {
    expect(publicationState({ status: 'draft', published_at: null }, NOW)).toBe('draft');
    expect(publicationState({ status: 'draft', published_at: '2030-01-01T00:00:00Z' }, NOW)).toBe('draft');
  });

  it('is scheduled when published with a future date, published once the date has passed', () => {
    const future = new Date(NOW.getTime() + 60_000).toISOString();
    const past = new Date(NOW.getTime() - 60_000).toISOString();
    expect(publicationState({ status: 'published', published_at: future }, NOW)).toBe('scheduled');
    expect(publicationState({ status: 'published', published_at: past }, NOW)).toBe('published');
    expect(publicationState({ status: 'published', published_at: NOW.toISOString() }, NOW)).toBe('published');
  });
});

describe('schedule wording and values', () => {
  it("labels a scheduled post 'Agendado para dd/MM/yyyy HH:mm' in Brasília time, whatever the runtime's zone", () => {
    const at = new Date('2026-11-24T12:05:00Z');
    expect(formatScheduleBR(at)).toBe('24/11/2026 09:05 (horário de Brasília)');
    expect(scheduledLabel(at.toISOString())).toBe('Agendado para 24/11/2026 09:05 (horário de Brasília)');
    // Past midnight UTC it is still the evening before in Brasília.
    expect(formatScheduleBR('2026-11-25T01:30:00Z')).toBe('24/11/2026 22:30 (horário de Brasília)');
    expect(formatScheduleBR('not a date')).toBe('');
  });

  it('writes a published status with the chosen time', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    expect(scheduleData(at)).toEqual({ status: 'published', published_at: '2026-11-24T12:00:00.000Z' });
  });

  it('shows the list date of a scheduled post as its schedule, keeping the other labels', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    expect(
      postDateLabel(
        { status: 'published', published_at: at.toISOString(), updated_at: NOW.toISOString() },
        NOW,
      ),
    ).toEqual({ label: 'Agendado para', date: '24/11/2026 09:00 (horário de Brasília)' });
    expect(
      postDateLabel(
        { status: 'published', published_at: '2025-01-01T15:00:00Z', updated_at: NOW.toISOString() },
        NOW,
      ),
    ).toEqual({ label: 'Publicado', date: '1 jan 2025' });
  });

  it('reads an incomplete typed date as no date', () => {
    const at = new Date(2026, 0, 5, 7, 45);
    expect(validDate(at)).toBe(at);
    expect(validDate(new Date(Number.NaN))).toBeNull();
    expect(validDate(null)).toBeNull();
  });

  it('refuses a half-typed date in a form by name, and leaves empty or complete ones to other rules', () => {
    expect(completeDateTime(new Date(Number.NaN))).toBe(
      'Informe a data e a hora completas (dd/mm/aaaa hh:mm).',
    );
    expect(completeDateTime(new Date(2026, 0, 5, 7, 45))).toBeUndefined();
    expect(completeDateTime(null)).toBeUndefined();
    expect(completeDateTime('2026-01-05T07:45:00Z')).toBeUndefined();
  });

  it('suggests the next full hour', () => {
    expect(defaultScheduleTime(new Date('2026-11-23T13:30:00Z')).toISOString()).toBe(
      '2026-11-23T14:00:00.000Z',
    );
  });

  it('accepts only a time in the future', () => {
    expect(scheduleTimeError(null, NOW)).toBe('Escolha a data e a hora da publicação');
    expect(scheduleTimeError(NOW, NOW)).toBe('Escolha uma data e hora no futuro');
    expect(scheduleTimeError(new Date(NOW.getTime() + 60_000), NOW)).toBeUndefined();
  });
});
