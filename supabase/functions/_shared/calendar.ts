/**
 * 'Adicionar ao calendário': an iCalendar file (RFC 5545) and a Google Calendar link for an event.
 * Times are always written in UTC so every calendar shows the event at the right local time. The site's
 * button and the RSVP confirmation e-mail both use it; it lives with the functions because a deployed
 * function can only bundle files under supabase/functions, and the site imports it from here.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  description?: string | null;
  start: string | Date;
  end: string | Date;
  location?: string | null;
  url?: string | null;
}

/** Where an event happens, as its pages show it: the online room, or place, city, region and country. */
export function eventPlace(event: {
  is_online: boolean;
  location: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
}): string {
  if (event.is_online) return event.location ?? '';
  return [event.location, event.city, event.region, event.country].filter(Boolean).join(', ');
}

/** 2026-12-03T13:00:00.000Z → 20261203T130000Z */
export function toIcsUtc(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 octets of one code point (a JS string iterates by code point). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), never inside a character.
 * Every event card writes its file while the page renders, so octets are counted, not encoded.
 */
export function foldIcsLine(line: string): string {
  // A UTF-16 unit is at most 3 octets: short lines, and ASCII ones up to 75, fit as they are.
  if (line.length <= 25 || (line.length <= 75 && !/[\u0080-\uffff]/.test(line))) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, options: { now?: Date; domain?: string } = {}): string {
  const now = options.now ?? new Date();
  const domain = options.domain ?? 'elocx.com.br';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Elo CX//Eventos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${domain}`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(event.start)}`,
    `DTEND:${toIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

export function icsDataUri(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** A file name from the title: 'Encontro CX São Paulo' → 'encontro-cx-sao-paulo.ics'. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'evento'}.ics`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toIcsUtc(event.start)}/${toIcsUtc(event.end)}`,
  });
  const details = [event.description, event.url].filter(Boolean).join('\n\n');
  if (details) params.set('details', details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
