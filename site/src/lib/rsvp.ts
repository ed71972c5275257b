import { useEffect, useSyncExternalStore } from 'react';
import { supabase } from './supabase';

/**
 * The signed-in member's RSVPs, read once per member and shared by every event card and page in the
 * tab (one request, not one per card). Visitors and the server have none.
 */
export interface MyRsvps {
  memberId: string | null;
  eventIds: ReadonlySet<string>;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const NONE: MyRsvps = { memberId: null, eventIds: new Set(), status: 'idle' };
let current: MyRsvps = NONE;
const listeners = new Set<() => void>();

function publish(next: MyRsvps) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function load(memberId: string) {
  publish({ memberId, eventIds: new Set(), status: 'loading' });
  const { data, error } = await supabase.from('event_rsvps').select('event_id').eq('member_id', memberId);
  if (current.memberId !== memberId) return;
  if (error) {
    console.error('Reading RSVPs failed:', error.message);
    publish({ memberId, eventIds: new Set(), status: 'failed' });
    return;
  }
  publish({ memberId, eventIds: new Set(data.map((row) => row.event_id)), status: 'ready' });
}

/** The RSVPs of `memberId` (null: nobody signed in, nothing to read). */
export function useMyRsvps(memberId: string | null): MyRsvps {
  useEffect(() => {
    if (memberId === null) {
      if (current.memberId !== null) publish(NONE);
    } else if (current.memberId !== memberId) {
      void load(memberId);
    }
  }, [memberId]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
  return snapshot.memberId === memberId ? snapshot : NONE;
}

const changeListeners = new Set<() => void>();

/** Called after every RSVP the member makes or cancels (pages read their counts again). */
export function onRsvpChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function withEvent(eventId: string, going: boolean) {
  const eventIds = new Set(current.eventIds);
  if (going) eventIds.add(eventId);
  else eventIds.delete(eventId);
  publish({ ...current, eventIds });
}

function announceChange() {
  for (const listener of changeListeners) listener();
}

/** 'Vou participar'. Returns the pt-BR reason when the database refuses (e.g. 'Esgotado: …'). */
export async function confirmPresence(eventId: string, memberId: string): Promise<string | null> {
  const { error } = await supabase.from('event_rsvps').insert({ event_id: eventId, member_id: memberId });
  // Already confirmed (another tab, or the return from the sign-in): the wish is fulfilled.
  if (error && error.code !== '23505') {
    announceChange();
    return error.message;
  }
  withEvent(eventId, true);
  announceChange();
  return null;
}

/** 'Cancelar presença'. */
export async function cancelPresence(eventId: string, memberId: string): Promise<string | null> {
  const { error } = await supabase
    .from('event_rsvps')
    .delete()
    .eq('event_id', eventId)
    .eq('member_id', memberId);
  if (error) return error.message;
  withEvent(eventId, false);
  announceChange();
  return null;
}

/**
 * A visitor's 'Vou participar' survives the LinkedIn round trip in the tab's session storage and is
 * completed when they land back on the event signed in.
 */
const PENDING_KEY = 'elocx.pendingRsvp';

export function rememberPendingRsvp(eventId: string): void {
  window.sessionStorage.setItem(PENDING_KEY, eventId);
}

/** True once for the event the visitor asked to attend before signing in. */
export function takePendingRsvp(eventId: string): boolean {
  if (window.sessionStorage.getItem(PENDING_KEY) !== eventId) return false;
  window.sessionStorage.removeItem(PENDING_KEY);
  return true;
}

/** Forgets the RSVPs held for a member (after the account is erased). */
export function forgetRsvps(): void {
  publish(NONE);
}
