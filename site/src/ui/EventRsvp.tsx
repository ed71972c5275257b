import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isMember, useAuth } from '../auth/auth-context';
import { useLinkedInSignIn } from '../auth/useLinkedInSignIn';
import type { EventRow, ShowcaseMember } from '../data/queries';
import {
  cancelPresence,
  confirmPresence,
  onRsvpChange,
  rememberPendingRsvp,
  takePendingRsvp,
  useMyRsvps,
} from '../lib/rsvp';
import { Avatar } from './Avatar';
import { useToast } from './toast-context';

/** '1 membro confirmado', '5 membros confirmados'. */
export function confirmedLabel(confirmed: number): string {
  return confirmed === 1 ? '1 membro confirmado' : `${confirmed} membros confirmados`;
}

/** Full when the event has a capacity and the confirmed members reach it. */
export function isSoldOut(event: Pick<EventRow, 'capacity'>, confirmed: number | null): boolean {
  return event.capacity != null && confirmed != null && confirmed >= event.capacity;
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
  const { user, loading } = useAuth();
  const member = isMember(user) ? user!.id : null;
  const rsvps = useMyRsvps(member);
  const going = rsvps.eventIds.has(event.id);
  const toast = useToast();
  const { busy: leaving, signIn } = useLinkedInSignIn(`/events/${event.id}`);
  const [busy, setBusy] = useState(false);

  const { title } = event;
  const report = useCallback(
    (attend: boolean, failure: string | null) => {
      if (failure) {
        toast({
          title: attend ? 'Não foi possível confirmar' : 'Não foi possível cancelar',
          description: failure,
          variant: 'destructive',
        });
      } else {
        toast(
          attend
            ? { title: 'Presença confirmada', description: `Até lá! ${title}` }
            : { title: 'Presença cancelada', description: 'Se mudar de ideia, é só confirmar de novo.' },
        );
      }
    },
    [toast, title],
  );

  const change = async (attend: boolean) => {
    if (!member) return;
    setBusy(true);
    const failure = attend ? await confirmPresence(event.id, member) : await cancelPresence(event.id, member);
    setBusy(false);
    report(attend, failure);
  };

  // Back from the sign-in started by this button: complete the RSVP the visitor asked for, once the
  // member's RSVPs are known.
  const ready = member !== null && rsvps.status === 'ready';
  useEffect(() => {
    if (!ready || !member || !takePendingRsvp(event.id)) return;
    void confirmPresence(event.id, member).then((failure) => report(true, failure));
  }, [ready, member, event.id, report]);

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
      <button
        type="button"
        className={`button button--ghost ${sizeClass} rsvp-button`}
        onClick={() => void change(false)}
        disabled={busy}
        aria-label={`Cancelar presença: ${event.title}`}
      >
        Cancelar presença
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`button ${sizeClass} rsvp-button`}
      onClick={() => {
        if (member) {
          void change(true);
        } else {
          rememberPendingRsvp(event.id);
          void signIn();
        }
      }}
      disabled={loading || busy || leaving || (member !== null && rsvps.status === 'loading')}
      aria-label={`Vou participar: ${event.title}`}
    >
      Vou participar
    </button>
  );
}

/**
 * Counts and avatars come from the pages' loaders: after an RSVP (or a refusal such as 'Esgotado') the
 * current page reads them again. Lives in the site layout, which is always inside the data router.
 */
export function RevalidateOnRsvpChange() {
  const { revalidate } = useRevalidator();
  useEffect(() => onRsvpChange(() => void revalidate()), [revalidate]);
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
