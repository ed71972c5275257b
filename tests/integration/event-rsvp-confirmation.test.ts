import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { toIcsUtc } from '#supabase/functions/_shared/calendar.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { deleteAuthUser, insertLinkedinUser, withDb, type LinkedinTestUser } from '../helpers/db.ts';
import { clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');
const service = serviceClient(apiUrl);

const START = '2031-06-12T22:30:00Z';
const END = '2031-06-13T00:30:00Z';
const TITLE = 'Encontro CX, São Paulo; edição de inverno';

interface Member extends LinkedinTestUser {
  client: TestClient;
}

const members: Member[] = [];
const events: string[] = [];

async function newMember(label: string): Promise<Member> {
  const user = await insertLinkedinUser(dbUrl, label);
  const client = clientAs(apiUrl, await signUserJwt(user.id, user.email));
  const { error } = await client.rpc('track_user_login_with_profile', {
    provider_name: 'linkedin_oidc',
    linkedin_id: user.sub,
    full_name: `Carla ${label}`,
    email: user.email,
    avatar_url: '',
    profile_data: {},
  });
  expect(error).toBeNull();
  members.push({ ...user, client });
  return { ...user, client };
}

async function newEvent(fields: { is_online?: boolean; location?: string } = {}): Promise<string> {
  const { data, error } = await service
    .from('events')
    .insert({
      title: TITLE,
      description: 'Uma noite de conversas sobre experiência do cliente. '.repeat(4).trim(),
      start_date: START,
      end_date: END,
      is_online: fields.is_online ?? false,
      location: fields.location ?? 'Auditório Elo',
      city: 'São Paulo',
      region: 'SP',
      country: 'Brasil',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  events.push(data!.id);
  return data!.id;
}

async function mailFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

/** The messages once they stop changing (the stack's scheduler may also be sending). */
async function settledMailFor(email: string, atLeast: number): Promise<MailMessage[]> {
  const deadline = Date.now() + 15_000;
  let messages = await mailFor(email);
  while (messages.length < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    messages = await mailFor(email);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return mailFor(email);
}

/** The row says 'sent' once the sender has recorded the outcome (it does so just after the mail went out). */
async function expectSent(eventId: string, memberId: string): Promise<void> {
  await expect
    .poll(async () => (await rsvpRow(eventId, memberId))?.confirmation_status, { timeout: 15_000 })
    .toBe('sent');
}

/** What the site's server action does after the RSVP row is written. */
async function confirmAsSite(member: Member, eventId: string) {
  const { data, error } = await member.client.functions.invoke('event-rsvp-confirmation', {
    body: { eventId },
  });
  expect(error).toBeNull();
  return data as { sent: number; failed: number };
}

async function rsvpRow(eventId: string, memberId: string) {
  return withDb(dbUrl, async (db) => {
    const { rows } = await db.query<{ confirmation_status: string; confirmation_error: string | null }>(
      `select confirmation_status, confirmation_error from public.event_rsvps
        where event_id = $1 and member_id = $2`,
      [eventId, memberId],
    );
    return rows[0] ?? null;
  });
}

/** The VEVENT's properties, after unfolding (RFC 5545 §3.1). */
function icsProperties(ics: string): Map<string, string> {
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.trimEnd()).toMatch(/END:VEVENT\r\nEND:VCALENDAR$/);
  for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n /g, '');
  const event = unfolded.slice(unfolded.indexOf('BEGIN:VEVENT'), unfolded.indexOf('END:VEVENT'));
  const properties = new Map<string, string>();
  for (const line of event.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return properties;
}

afterEach(async () => {
  await fetch(`${mailboxUrl}/api/faults`, { method: 'DELETE' });
});

afterAll(async () => {
  if (events.length) await service.from('events').delete().in('id', events);
  for (const member of members) await deleteAuthUser(dbUrl, member.id);
});

describe('RSVP confirmation e-mail', () => {
  it('sends exactly one pt-BR confirmation with the event as a valid .ics, however often the member clicks', async () => {
    const carla = await newMember('rsvp-mail-carla');
    const eventId = await newEvent();
    expect((await carla.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    expect(await confirmAsSite(carla, eventId)).toMatchObject({ failed: 0 });

    // A second click: the row is there already, so nothing new is queued, whoever calls the sender.
    const again = await carla.client.from('event_rsvps').insert({ event_id: eventId });
    expect(again.error?.code).toBe('23505');
    expect(await confirmAsSite(carla, eventId)).toEqual({ sent: 0, failed: 0 });
    const scheduler = await service.functions.invoke('event-rsvp-confirmation', { body: {} });
    expect(scheduler.error).toBeNull();

    const messages = await settledMailFor(carla.email, 1);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail!.subject).toBe(`Presença confirmada: ${TITLE}`);
    expect(mail!.text).toContain('Olá, Carla!');
    // 22:30 UTC is 19:30 in Brasília; the end falls after midnight UTC but on the same local day.
    expect(mail!.text).toContain(
      'Quando: quinta-feira, 12 de junho de 2031, das 19:30 às 21:30 (horário de Brasília)',
    );
    expect(mail!.text).toContain('Onde: Auditório Elo, São Paulo, SP, Brasil');
    expect(mail!.text).toContain(`/events/${eventId}`);
    expect(mail!.html).toContain('Ver página do evento');
    expect(mail!.unsubscribeUrl).toBeNull();

    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments;
    expect(ics!.filename).toBe('encontro-cx-sao-paulo-edicao-de-inverno.ics');
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const properties = icsProperties(ics!.content!);
    expect(properties.get('UID')).toBe(`${eventId}@elocx.com.br`);
    expect(properties.get('DTSTART')).toBe(toIcsUtc(START));
    expect(properties.get('DTSTART')).toBe('20310612T223000Z');
    expect(properties.get('DTEND')).toBe('20310613T003000Z');
    expect(properties.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(properties.get('SUMMARY')).toBe('Encontro CX\\, São Paulo\\; edição de inverno');
    expect(properties.get('LOCATION')).toBe('Auditório Elo\\, São Paulo\\, SP\\, Brasil');
    expect(properties.get('URL')).toMatch(new RegExp(`/events/${eventId}$`));

    await expectSent(eventId, carla.id);
  });

  it('a member cannot mark their own confirmation as already sent', async () => {
    const dora = await newMember('rsvp-mail-dora');
    const eventId = await newEvent({ is_online: true, location: 'https://meet.example.com/cx' });
    const insert = await dora.client
      .from('event_rsvps')
      .insert({ event_id: eventId, confirmation_status: 'sent' });
    expect(insert.error).toBeNull();
    expect(await rsvpRow(eventId, dora.id)).toMatchObject({ confirmation_status: 'pending' });
    await confirmAsSite(dora, eventId);
    const [mail] = await settledMailFor(dora.email, 1);
    expect(mail!.text).toContain('Onde: Online: https://meet.example.com/cx');
    expect(icsProperties(mail!.attachments[0]!.content!).get('LOCATION')).toBe('https://meet.example.com/cx');
  });

  it('keeps the RSVP when the mail server refuses, and sends the confirmation once on the retry', async () => {
    const edu = await newMember('rsvp-mail-edu');
    const eventId = await newEvent();
    await fetch(`${mailboxUrl}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: edu.email, count: 1, code: 451, message: 'Tente mais tarde' }),
    });
    expect((await edu.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    const first = await confirmAsSite(edu, eventId);
    // Either this call met the refusal, or the stack's scheduler met it just before.
    // A temporary refusal puts it back in the queue, never fails it; the scheduler may already be retrying
    // it ('sending') or have sent it by the time the row is read.
    if (first.failed === 1) {
      expect(['pending', 'sending', 'sent']).toContain((await rsvpRow(eventId, edu.id))?.confirmation_status);
    }
    const { data: attendance } = await edu.client.rpc('get_event_attendance', { _event_ids: [eventId] });
    expect(attendance?.[0]?.confirmed).toBe(1);

    await confirmAsSite(edu, eventId);
    const messages = await settledMailFor(edu.email, 1);
    expect(messages).toHaveLength(1);
    await expectSent(eventId, edu.id);
  });

  it('confirming again after cancelling is a new RSVP with a new confirmation', async () => {
    const fabi = await newMember('rsvp-mail-fabi');
    const eventId = await newEvent();
    expect((await fabi.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    await confirmAsSite(fabi, eventId);
    expect(await settledMailFor(fabi.email, 1)).toHaveLength(1);

    const cancelled = await fabi.client
      .from('event_rsvps')
      .delete()
      .eq('event_id', eventId)
      .eq('member_id', fabi.id);
    expect(cancelled.error).toBeNull();
    // Cancelling sends nothing.
    expect(await confirmAsSite(fabi, eventId)).toEqual({ sent: 0, failed: 0 });
    expect(await settledMailFor(fabi.email, 1)).toHaveLength(1);

    expect((await fabi.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    await confirmAsSite(fabi, eventId);
    const messages = await settledMailFor(fabi.email, 2);
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.subject === `Presença confirmada: ${TITLE}`)).toBe(true);
  });

  it('answers a member only about their own confirmation and refuses a call without an event', async () => {
    const gil = await newMember('rsvp-mail-gil');
    const { error } = await gil.client.functions.invoke('event-rsvp-confirmation', { body: {} });
    expect(error).toBeTruthy();
    expect(await (error as { context: Response }).context.json()).toMatchObject({ code: 'invalid_request' });
  });
});
