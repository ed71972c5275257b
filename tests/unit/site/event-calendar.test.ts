import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventRow, Read } from '#site/src/data/types.ts';

const read = vi.hoisted(() => ({ next: null as Read<EventRow | null> | null }));
vi.mock('#site/src/data/reads/events.server.ts', () => ({
  readEvent: async () => read.next,
}));
const { loader } = await import('#site/src/routes/event-calendar.ts');

const event: EventRow = {
  id: 'e0000000-0000-4000-8000-000000000005',
  title: 'Encontro Elo CX Rio de Janeiro',
  description: 'Painel e networking.',
  start_date: '2026-12-03T21:00:00+00:00',
  end_date: '2026-12-04T00:00:00+00:00',
  is_online: false,
  location: 'Casa Porto',
  city: 'Rio de Janeiro',
  region: 'RJ',
  country: 'Brasil',
  topics: [],
  external_link: null,
  is_active: true,
  capacity: null,
  cover_image_url: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T03:04:05Z',
};

const get = async (id = event.id) => {
  try {
    return await loader({ params: { id } } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe('an event calendar file', () => {
  beforeEach(() => (read.next = { data: event, failed: false }));
  afterEach(() => vi.useRealTimers());

  it('is a download named after the event, with its times, place and title', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="encontro-elo-cx-rio-de-janeiro.ics"',
    );
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Encontro Elo CX Rio de Janeiro');
    expect(ics).toContain('DTSTART:20261203T210000Z');
    expect(ics).toContain(`UID:${event.id}@`);
    expect(ics).toContain('LOCATION:Casa Porto');
  });

  it('is the same file whenever it is asked for, stamped with the last change of the event', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const first = await (await get()).text();
    vi.setSystemTime(new Date('2026-11-23T10:00:07Z'));
    expect(await (await get()).text()).toBe(first);
    expect(first).toContain('DTSTAMP:20260102T030405Z');
  });

  it('answers 404 for an event that is not there and 503 when it cannot be read', async () => {
    read.next = { data: null, failed: false };
    expect((await get()).status).toBe(404);
    read.next = { data: null, failed: true };
    expect((await get()).status).toBe(503);
  });
});
