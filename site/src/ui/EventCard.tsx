import { formatDateBR, formatDateTimeBR, TIME_ZONE_HINT } from '../lib/dates.ts';
import { visibleTopics } from '#shared/text.ts';
import type { EventRow } from '../data/types.ts';
import { Disclosure } from './Disclosure.tsx';
import { confirmedLabel, eventCardId, isSoldOut, RsvpButton } from './EventRsvp.tsx';
import {
  eventPlace,
  googleCalendarUrl,
  icsFileName,
  type CalendarEvent,
} from '#supabase/functions/_shared/calendar.ts';

export { eventPlace };

/** `headingLevel` follows the page: 2 in the /events list (under its h1), 3 inside a home section. */
export function EventCard({
  event,
  withCalendar = true,
  headingLevel = 3,
}: {
  /** With its confirmed members when known. */
  event: EventRow & { confirmed?: number | null };
  withCalendar?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const confirmed = event.confirmed ?? null;
  const { shown, more } = visibleTopics(event.topics);
  const place = eventPlace(event);
  const calendar = eventCalendar(event);
  const startDay = formatDateBR(event.start_date);
  const endDay = formatDateBR(event.end_date);
  return (
    <article className="card event-card" id={eventCardId(event.id)}>
      {event.cover_image_url && (
        <img
          className="event-card__cover"
          src={event.cover_image_url}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="event-card__top">
        <span className={`badge ${event.is_online ? 'badge--online' : 'badge--onsite'}`}>
          {event.is_online ? 'Online' : 'Presencial'}
        </span>
        <p className="event-card__date">
          <time dateTime={event.start_date} title={`${formatDateTimeBR(event.start_date)} ${TIME_ZONE_HINT}`}>
            {startDay}
          </time>
          {endDay && endDay !== startDay && (
            <>
              {' – '}
              <time dateTime={event.end_date}>{endDay}</time>
            </>
          )}
        </p>
      </div>
      <Heading className="card__title">
        <a href={`/events/${event.id}`} className="card__link">
          {event.title}
        </a>
      </Heading>
      {place && <p className="event-card__place">{place}</p>}
      {confirmed !== null && confirmed > 0 && (
        <p className="event-card__attendance">
          {confirmedLabel(confirmed)}
          {isSoldOut(event, confirmed) && <span className="badge badge--full">Esgotado</span>}
        </p>
      )}
      {event.description && <p className="card__text">{event.description}</p>}
      {shown.length > 0 && (
        <ul className="tags" aria-label="Temas">
          {shown.map((topic) => (
            <li key={topic} className="tag">
              {topic}
            </li>
          ))}
          {more > 0 && (
            <li className="tag tag--more" aria-label={`mais ${more} temas`}>
              +{more}
            </li>
          )}
        </ul>
      )}
      <EventActions event={event} calendar={calendar} withCalendar={withCalendar} confirmed={confirmed} />
    </article>
  );
}

/**
 * 'Vou participar' (RSVP), 'Saiba mais' (the event's external link) and 'Adicionar ao calendário'
 * (.ics or Google Agenda).
 */
export function EventActions({
  event,
  calendar,
  withCalendar = true,
  confirmed,
  size = 'small',
}: {
  event: EventRow;
  calendar: CalendarEvent;
  withCalendar?: boolean;
  /** Confirmed members (null when unknown). */
  confirmed: number | null;
  size?: 'small' | 'large';
}) {
  return (
    <div className="card__actions">
      <RsvpButton event={event} confirmed={confirmed} size={size} />
      {event.external_link && (
        <a
          className="button button--ghost button--small"
          href={event.external_link}
          target="_blank"
          rel="noopener noreferrer"
        >
          Saiba mais<span className="visually-hidden"> sobre {event.title} (abre em nova aba)</span>
        </a>
      )}
      {withCalendar && (
        <Disclosure
          className="calendar-menu"
          summaryClassName="button button--ghost button--small"
          summary={
            <>
              Adicionar ao calendário<span className="visually-hidden">: {event.title}</span>
            </>
          }
        >
          <div className="calendar-menu__options">
            {/* Served by the site (routes/event-calendar.ts), not carried in the page: a list of
                events would hold every file. */}
            <a href={eventCalendarPath(event.id)} download={icsFileName(event.title)}>
              Baixar arquivo .ics
            </a>
            <a href={googleCalendarUrl(calendar)} target="_blank" rel="noopener noreferrer">
              Google Agenda<span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </div>
        </Disclosure>
      )}
    </div>
  );
}

/** Where an event's .ics file is served. */
export function eventCalendarPath(id: string): string {
  return `/events/${encodeURIComponent(id)}/calendario.ics`;
}

/** The calendar entry of an event (title, times, place, link). */
export function eventCalendar(event: EventRow): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start: event.start_date,
    end: event.end_date,
    location: eventPlace(event) || null,
    url: event.external_link,
  };
}
