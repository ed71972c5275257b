import { startOfTodayBR } from '../../lib/dates.ts';
import type { EventRow, ListedEvent, Read, ShowcaseMember } from '../types.ts';
import { readFailureReason } from '../readFailure.server.ts';
import { PAGE_SIZE, UUID, anon, guarded, paged, range, settle, type Paged } from './read.server.ts';

const EVENT_COLUMNS =
  'id, title, description, start_date, end_date, is_online, location, city, region, country, topics, external_link, is_active, capacity, cover_image_url, created_at, updated_at';

/**
 * The events with their confirmed members. The counts are an extra: when they cannot be read the
 * events still render, without them.
 */
async function withAttendance(events: EventRow[]): Promise<ListedEvent[]> {
  if (events.length === 0) return [];
  try {
    const { data, error } = await anon().rpc('get_event_attendance', { _event_ids: events.map((e) => e.id) });
    if (error) throw error;
    const counts = new Map(data.map((row) => [row.event_id, Number(row.confirmed)]));
    return events.map((event) => ({ ...event, confirmed: counts.get(event.id) ?? 0 }));
  } catch (error) {
    console.error(`Read of event attendance failed: ${readFailureReason(error)}`);
    return events.map((event) => ({ ...event, confirmed: null }));
  }
}

/** Home: the next three active events starting today (in Brasília) or later. */
export function readHomeEvents(): Promise<Read<ListedEvent[]>> {
  return guarded('events', async () => {
    const result = await anon()
      .from('events')
      .select(EVENT_COLUMNS)
      .eq('is_active', true)
      .gte('start_date', startOfTodayBR().toISOString())
      .order('start_date', { ascending: true })
      .limit(3);
    return settle('events', {
      data: await withAttendance(result.data ?? []),
      error: result.error,
      status: result.status,
    });
  });
}

/**
 * /events: one page of the active events that have not ended yet, with their confirmed members, in
 * one call. The database reads the page from indexes that start at now (never walking past events) and
 * counts the upcoming events with it.
 */
export function readUpcomingEvents(page: number): Promise<Read<Paged<ListedEvent>>> {
  return guarded('events', async () => {
    const [from] = range(page);
    const result = await anon().rpc(
      'upcoming_events_listing',
      { _limit: PAGE_SIZE, _offset: from },
      { get: true },
    );
    const found = result.data ?? [];
    // A page past the last one has no rows, hence no total: its loader answers 404.
    const total = found[0]?.total ?? 0;
    const rows = found.map(({ total: _total, confirmed, ...event }) => ({
      ...event,
      confirmed: Number(confirmed),
    }));
    return settle('events', { data: paged(rows, total, page), error: result.error, status: result.status });
  });
}

/** An event page's attendance: confirmed members and up to 12 of them as the showcase shows people. */
export function readEventAttendance(
  id: string,
): Promise<Read<{ confirmed: number; attendees: ShowcaseMember[] }>> {
  return guarded('event attendance', async () => {
    const [counts, showcase] = await Promise.all([
      anon().rpc('get_event_attendance', { _event_ids: [id] }),
      anon().rpc('get_event_attendee_showcase', { _event_id: id, _limit: 12 }),
    ]);
    const attendees = (showcase.data ?? []).filter((member): member is ShowcaseMember =>
      Boolean(member.full_name && member.avatar_url),
    );
    return settle('event attendance', {
      data: { confirmed: Number(counts.data?.[0]?.confirmed ?? 0), attendees },
      error: counts.error ?? showcase.error,
      status: counts.error ? counts.status : showcase.status,
    });
  });
}

/** One active event by id; a malformed id is simply not found. */
export function readEvent(id: string): Promise<Read<EventRow | null>> {
  if (!UUID.test(id)) return Promise.resolve({ data: null, failed: false });
  return guarded('event', async () =>
    settle(
      'event',
      await anon().from('events').select(EVENT_COLUMNS).eq('id', id).eq('is_active', true).maybeSingle(),
    ),
  );
}
