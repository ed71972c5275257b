import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useFetcher, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { isMember, useAuth } from '../auth/auth-context.ts';
import { LinkedInSignInButton } from '../auth/LinkedInSignInButton.tsx';
import type { EventRow, ShowcaseMember } from '../data/types.ts';
import type { loader as rootLoader } from '../root.tsx';
import { rsvpOutcome, type RsvpIntent, type RsvpResult } from '../lib/rsvpOutcome.ts';
import { Avatar } from './Avatar.tsx';
import { useToast } from '../lib/toast-context.ts';

/** '1 membro confirmado', '5 membros confirmados'. */
export function confirmedLabel(confirmed: number): string {
  return confirmed === 1 ? '1 membro confirmado' : `${confirmed} membros confirmados`;
}

/** Full when the event has a capacity and the confirmed members reach it. */
export function isSoldOut(event: Pick<EventRow, 'capacity'>, confirmed: number | null): boolean {
  return event.capacity != null && confirmed != null && confirmed >= event.capacity;
}

/** The member's own RSVPs, read by the root loader on the server (none for visitors). */
function useMyRsvpEventIds(): readonly string[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.rsvpEventIds ?? [];
}

/** The element id of an event's card in a list, so a form post can come back to it. */
export function eventCardId(eventId: string): string {
  return `evento-${eventId}`;
}

/** Where a visitor's 'Vou participar' comes back after the sign-in, to be completed there. */
export function pendingRsvpPath(eventId: string): string {
  return `/events/${eventId}?${PENDING_RSVP_PARAM}=1`;
}
const PENDING_RSVP_PARAM = 'rsvp';

/**
 * Posts 'Vou participar' / 'Cancelar presença' for one event to its RSVP route (routes/event-rsvp.ts)
 * and tells the outcome in a toast; the loaders run again afterwards, so buttons and counts follow.
 */
function useRsvpAction(event: Pick<EventRow, 'id' | 'title'>) {
  const fetcher = useFetcher<RsvpResult>();
  const toast = useToast();
  const { title } = event;
  const told = useRef<RsvpResult | undefined>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || told.current === result) return;
    told.current = result;
    const outcome = rsvpOutcome(result, title);
    toast({
      title: outcome.title,
      description: outcome.description,
      variant: outcome.tone === 'error' ? 'destructive' : undefined,
    });
  }, [result, toast, title]);
  const submit = useCallback(
    (intent: RsvpIntent) =>
      void fetcher.submit({ intent }, { method: 'post', action: `/events/${event.id}/rsvp` }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.submit is stable; fetcher is not
    [fetcher.submit, event.id],
  );
  const pending = fetcher.state !== 'idle' ? (fetcher.formData?.get('intent') as string | null) : null;
  return { submit, pending };
}

/**
 * 'Vou participar' / 'Cancelar presença' for members; visitors are sent to the LinkedIn sign-in and
 * back to this event, where their RSVP is completed. A full event shows 'Esgotado' to those not going.
 */
export function RsvpButton({
  event,
  confirmed,
  size = 'small',
}: {
  event: Pick<EventRow, 'id' | 'title' | 'capacity'>;
  confirmed: number | null;
  size?: 'small' | 'large';
}) {
  const { user } = useAuth();
  const member = isMember(user);
  const myRsvps = useMyRsvpEventIds();
  const { submit, pending } = useRsvpAction(event);
  // While the change is on its way, the button already shows where it is going.
  const going = pending ? pending === 'attend' : myRsvps.includes(event.id);

  const sizeClass = size === 'large' ? 'button--large' : 'button--small';
  // Team (e-mail) accounts are not members: no RSVP for them.
  if (user && !member) return null;
  if (isSoldOut(event, confirmed) && !going) {
    return (
      <button type="button" className={`button ${sizeClass} rsvp-button`} disabled>
        Esgotado<span className="visually-hidden">: {event.title}</span>
      </button>
    );
  }
  if (going) {
    return (
      <RsvpForm eventId={event.id} intent="cancel" onSubmit={submit}>
        <button
          type="submit"
          className={`button button--ghost ${sizeClass} rsvp-button`}
          disabled={pending !== null}
          aria-label={`Cancelar presença: ${event.title}`}
        >
          Cancelar presença
        </button>
      </RsvpForm>
    );
  }
  const label = `Vou participar: ${event.title}`;
  if (!member) {
    return (
      <LinkedInSignInButton
        returnTo={pendingRsvpPath(event.id)}
        className={`button ${sizeClass} rsvp-button`}
        label={label}
      >
        Vou participar
      </LinkedInSignInButton>
    );
  }
  return (
    <RsvpForm eventId={event.id} intent="attend" onSubmit={submit}>
      <button
        type="submit"
        className={`button ${sizeClass} rsvp-button`}
        disabled={pending !== null}
        aria-label={label}
      >
        Vou participar
      </button>
    </RsvpForm>
  );
}

/**
 * A member's RSVP as a real form posting to the RSVP route with the page to come back to, so a tap
 * before the page has hydrated still counts (the server answers with a 303 back here). Once hydrated,
 * the submit goes through the fetcher instead, which keeps the page and shows the toast.
 */
function RsvpForm({
  eventId,
  intent,
  onSubmit,
  children,
}: {
  eventId: string;
  intent: RsvpIntent;
  onSubmit: (intent: RsvpIntent) => void;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <form
      method="post"
      action={`/events/${eventId}/rsvp`}
      className="form--inline"
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        onSubmit(intent);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* Back to this event's card when the page is a list (on the event's own page no card has the id). */}
      <input
        type="hidden"
        name="next"
        value={`${location.pathname}${location.search}#${eventCardId(eventId)}`}
      />
      {children}
    </form>
  );
}

/**
 * Back from the sign-in that a visitor's 'Vou participar' started (`?rsvp=1`): the RSVP is completed
 * once, the marker leaves the address, and the toast tells the outcome.
 */
export function CompletePendingRsvp({ event }: { event: Pick<EventRow, 'id' | 'title'> }) {
  const { user } = useAuth();
  const member = isMember(user);
  const going = useMyRsvpEventIds().includes(event.id);
  const [params, setParams] = useSearchParams();
  const asked = params.get(PENDING_RSVP_PARAM) === '1';
  const { submit } = useRsvpAction(event);
  const done = useRef(false);
  useEffect(() => {
    if (!asked || done.current) return;
    done.current = true;
    if (member && !going) submit('attend');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PENDING_RSVP_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, member, going, submit, setParams]);
  return null;
}

/** The event page's 'Quem vai': how many confirmed, seats left, and up to 12 faces. */
export function EventAttendance({
  event,
  confirmed,
  attendees,
}: {
  event: Pick<EventRow, 'capacity'>;
  confirmed: number;
  attendees: ShowcaseMember[];
}) {
  const left = event.capacity == null ? null : Math.max(event.capacity - confirmed, 0);
  return (
    <section className="event-attendance" aria-labelledby="quem-vai">
      <h2 id="quem-vai" className="event-attendance__title">
        Quem vai
      </h2>
      <p className="event-attendance__count">
        {confirmed === 0 ? 'Nenhum membro confirmado ainda. Seja o primeiro!' : confirmedLabel(confirmed)}
        {left !== null && (
          <>
            {' · '}
            {left === 0 ? (
              <strong className="event-attendance__full">Esgotado</strong>
            ) : left === 1 ? (
              '1 vaga restante'
            ) : (
              `${left} vagas restantes`
            )}
          </>
        )}
      </p>
      {attendees.length > 0 && (
        <ul className="event-attendance__faces" aria-label="Alguns dos membros confirmados">
          {attendees.map((person, index) => (
            <li key={`${person.full_name}-${index}`} title={person.full_name}>
              <Avatar name={person.full_name} src={person.avatar_url} size={40} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
