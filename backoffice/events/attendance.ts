import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { slugify } from '#shared/text.ts';
import { csvField } from '../newsletter/csv.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';

export interface Attendee {
  member_id: string;
  full_name: string | null;
  email: string | null;
  avatar_url: string | null;
  confirmed_at: string;
}

/** Confirmed members per event id (admins also see inactive events). */
export async function fetchAttendanceCounts(eventIds: readonly string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const { data, error } = await supabaseClient.rpc('get_event_attendance', { _event_ids: [...eventIds] });
  if (error) throw new Error(error.message);
  return new Map(data.map((row) => [row.event_id, Number(row.confirmed)]));
}

/** One event's attendees with their e-mails, in confirmation order (admins only). */
export async function fetchAttendees(eventId: string): Promise<Attendee[]> {
  const { data, error } = await supabaseClient.rpc('list_event_attendees', { _event_id: eventId });
  if (error) throw new Error(error.message);
  return data;
}

/** The attendees as CSV for pt-BR spreadsheets (';' between columns), like the newsletter export. */
export function attendeesCsv(rows: readonly Attendee[]): string {
  const header = ['Nome', 'E-mail', withTimeZone('Confirmado em'), 'Confirmado em (ISO 8601)'];
  const lines = rows.map((row) =>
    [row.full_name ?? '', row.email ?? '', formatDateTimeBR(row.confirmed_at), row.confirmed_at]
      .map(csvField)
      .join(';'),
  );
  return [header.join(';'), ...lines].join('\r\n') + '\r\n';
}

/** 'participantes-cx-summit-nordeste': the CSV's file name (react-admin adds '.csv'). */
export function attendeesFileName(title: string): string {
  const slug = slugify(title).slice(0, 60).replace(/-+$/, '');
  return slug ? `participantes-${slug}` : 'participantes';
}
