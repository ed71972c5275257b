import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  toIcsUtc,
} from '#supabase/functions/_shared/calendar.ts';

const event = {
  id: 'e0000000-0000-4000-8000-000000000005',
  title: 'Encontro Elo CX Rio de Janeiro',
  description: 'Painel; networking, e mais\nSegunda linha',
  start: '2026-11-28T21:00:00-03:00',
  end: '2026-11-29T00:00:00-03:00',
  location: 'Casa Porto, Praça Mauá, 10, Rio de Janeiro',
  url: 'https://www.sympla.com.br/evento/encontro-elo-cx-rio',
};

/** Unfolds lines and reads NAME:value pairs, as a calendar application would. */
function parseIcs(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const fields = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

describe('iCalendar file', () => {
  it('writes UTC times as YYYYMMDDTHHMMSSZ', () => {
    expect(toIcsUtc('2026-11-28T21:00:00-03:00')).toBe('20261129T000000Z');
    expect(toIcsUtc(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('20260102T030405Z');
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('builds a VEVENT with every required property and CRLF line endings', () => {
    const ics = buildIcs(event, { now: new Date(Date.UTC(2026, 10, 21, 12, 0, 0)) });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const fields = parseIcs(ics);
    expect(fields.get('UID')).toBe(`${event.id}@elocx.com.br`);
    expect(fields.get('DTSTAMP')).toBe('20261121T120000Z');
    expect(fields.get('DTSTART')).toBe('20261129T000000Z');
    expect(fields.get('DTEND')).toBe('20261129T030000Z');
    expect(fields.get('SUMMARY')).toBe('Encontro Elo CX Rio de Janeiro');
    expect(fields.get('DESCRIPTION')).toBe('Painel\\; networking\\, e mais\\nSegunda linha');
    expect(fields.get('LOCATION')).toBe('Casa Porto\\, Praça Mauá\\, 10\\, Rio de Janeiro');
    expect(fields.get('URL')).toBe(event.url);
    expect(fields.get('PRODID')).toBeTruthy();
  });

  it('leaves out optional properties that are missing', () => {
    const fields = parseIcs(buildIcs({ ...event, description: null, location: null, url: null }));
    expect(fields.has('DESCRIPTION')).toBe(false);
    expect(fields.has('LOCATION')).toBe(false);
    expect(fields.has('URL')).toBe(false);
  });

  it('folds lines longer than 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'ção '.repeat(60)}`;
    const folded = foldIcsLine(long);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('names the file after the title', () => {
    expect(icsFileName('Encontro Elo CX São Paulo!')).toBe('encontro-elo-cx-sao-paulo.ics');
    expect(icsFileName('!!!')).toBe('evento.ics');
  });
});

describe('Google Calendar link', () => {
  it('carries the title, UTC dates, details and location', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261129T000000Z/20261129T030000Z');
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toContain(event.url);
  });
});
