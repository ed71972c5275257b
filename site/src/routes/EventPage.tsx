import { formatDateTimeBR, TIME_ZONE_HINT } from '../lib/dates.ts';
import { Link, data, useLoaderData } from 'react-router';
import { readEvent, readEventAttendance } from '../data/reads/events.server.ts';
import { eventJsonLd, jsonLdScript } from '../lib/json-ld.ts';
import { pageMeta, siteUrlOf } from '../lib/meta.ts';
import { EventActions, eventCalendar, eventPlace } from '../ui/EventCard.tsx';
import { CompletePendingRsvp, EventAttendance } from '../ui/EventRsvp.tsx';
import type { Route } from './+types/EventPage';

/**
 * /events/{id}: the page people share. Unknown or inactive events answer 404; a failed read 503. The
 * attendance is an extra: without it the page still renders.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [event, attendance] = await Promise.all([readEvent(params.id), readEventAttendance(params.id)]);
  if (event.failed) throw data(null, { status: 503 });
  if (!event.data) throw data(null, { status: 404 });
  return { event: event.data, attendance: attendance.data };
}

export const meta = (args: Route.MetaArgs) =>
  args.data
    ? pageMeta(
        {
          title: args.data.event.title,
          description: args.data.event.description?.slice(0, 200) ?? '',
          image: eventShareImage(args.data.event),
        },
        args,
      )
    : [];

/** The event's own cover when it has one, else its drawn card (both 1200×630). */
const eventShareImage = (event: { id: string; cover_image_url: string | null }) =>
  event.cover_image_url || `/og/events/${event.id}.png`;

export default function EventPage({ matches }: Route.ComponentProps) {
  const { event, attendance } = useLoaderData<typeof loader>();
  const calendar = eventCalendar(event);
  const place = eventPlace(event);
  const url = `${siteUrlOf(matches)}/events/${event.id}`;
  const start = formatDateTimeBR(event.start_date);
  const end = formatDateTimeBR(event.end_date);
  return (
    <article className="container container--narrow section article event-page">
      <p>
        <Link to="/events" className="back-link">
          ← Voltar aos eventos
        </Link>
      </p>
      <span className={`badge ${event.is_online ? 'badge--online' : 'badge--onsite'}`}>
        {event.is_online ? 'Online' : 'Presencial'}
      </span>
      <h1 className="article__title">{event.title}</h1>
      {event.cover_image_url && (
        <img className="article__cover" src={event.cover_image_url} alt="" width={1200} height={630} />
      )}
      <dl className="event-page__facts">
        <dt>Quando</dt>
        <dd>
          <time dateTime={event.start_date}>{start}</time>
          {end && end !== start && (
            <>
              {' até '}
              <time dateTime={event.end_date}>{end}</time>
            </>
          )}{' '}
          <span className="event-page__zone">{TIME_ZONE_HINT}</span>
        </dd>
        {place && (
          <>
            <dt>{event.is_online ? 'Onde (online)' : 'Onde'}</dt>
            <dd>{place}</dd>
          </>
        )}
      </dl>
      {event.topics.length > 0 && (
        <ul className="tags" aria-label="Temas">
          {event.topics.map((topic) => (
            <li key={topic} className="tag">
              {topic}
            </li>
          ))}
        </ul>
      )}
      {event.description && <p className="event-page__description">{event.description}</p>}
      {attendance && (
        <EventAttendance event={event} confirmed={attendance.confirmed} attendees={attendance.attendees} />
      )}
      <EventActions event={event} calendar={calendar} confirmed={attendance?.confirmed ?? null} />
      <CompletePendingRsvp event={event} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(
            eventJsonLd(event, url, { image: new URL(eventShareImage(event), siteUrlOf(matches)).href }),
          ),
        }}
      />
    </article>
  );
}
