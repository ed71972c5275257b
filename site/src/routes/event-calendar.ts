import { buildIcs, icsFileName } from '#supabase/functions/_shared/calendar.ts';
import { readEvent } from '../data/reads/events.server.ts';
import { eventCalendar } from '../ui/EventCard.tsx';
import type { Route } from './+types/event-calendar';

/**
 * GET /events/:id/calendario.ics: an active event's calendar file ('Baixar arquivo .ics'). The cards
 * link here instead of carrying the whole file in the page (a data: address per card), so /events
 * stays small; the file is the same, stamped with the event's last change.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const event = await readEvent(params.id);
  if (event.failed) throw new Response('Indisponível no momento.', { status: 503 });
  if (!event.data) throw new Response('Evento não encontrado.', { status: 404 });
  const ics = buildIcs(eventCalendar(event.data), { now: new Date(event.data.updated_at) });
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(event.data.title)}"`,
      // An edit changes the file at once: caches ask again every time.
      'Cache-Control': 'no-cache',
    },
  });
}
