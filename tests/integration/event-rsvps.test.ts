import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '#supabase/local/keys.ts';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  withDb,
  type LinkedinTestUser,
  type TestAccount,
} from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);
const service = serviceClient(apiUrl);

interface Member extends LinkedinTestUser {
  client: TestClient;
  name: string | null;
}

/** A LinkedIn member with a members row (name and avatar unless told otherwise), signed in. */
async function newMember(label: string, profile: { name?: string | null; avatar?: boolean } = {}) {
  const user = await insertLinkedinUser(dbUrl, label);
  const client = clientAs(apiUrl, await signUserJwt(user.id, user.email));
  const name = profile.name === undefined ? `Pessoa ${label}` : profile.name;
  const { error } = await client.rpc('track_user_login_with_profile', {
    provider_name: 'linkedin_oidc',
    linkedin_id: user.sub,
    full_name: name ?? '',
    email: user.email,
    avatar_url: profile.avatar === false ? '' : `https://media.example.com.br/${label}.jpg`,
    profile_data: {},
  });
  expect(error).toBeNull();
  return { ...user, client, name } satisfies Member;
}

async function newEvent(fields: { capacity?: number | null; is_active?: boolean; past?: boolean } = {}) {
  const start = fields.past ? '2020-01-10T19:00:00Z' : '2031-05-10T19:00:00Z';
  const end = fields.past ? '2020-01-10T21:00:00Z' : '2031-05-10T21:00:00Z';
  const { data, error } = await service
    .from('events')
    .insert({
      title: 'Encontro de teste de presença',
      start_date: start,
      end_date: end,
      capacity: fields.capacity ?? null,
      is_active: fields.is_active ?? true,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

async function attendance(client: TestClient, eventId: string) {
  const { data, error } = await client.rpc('get_event_attendance', { _event_ids: [eventId] });
  expect(error).toBeNull();
  return data?.[0] ?? null;
}

const members: Member[] = [];
const events: string[] = [];
let admin: TestAccount;
let adminClient: TestClient;
let teamAccount: TestAccount;

beforeAll(async () => {
  members.push(
    await newMember('rsvp-ana'),
    await newMember('rsvp-bia'),
    await newMember('rsvp-sem-foto', { avatar: false }),
    await newMember('rsvp-sem-nome', { name: null }),
  );
  await withDb(dbUrl, async (db) => {
    admin = await createTestAccount(db, { admin: true, label: 'rsvp' });
    teamAccount = await createTestAccount(db, { admin: false, label: 'rsvp-team' });
    // A team (e-mail) account's token does not carry LinkedIn.
    await db.query(`update auth.users set raw_app_meta_data = '{"provider":"email"}' where id = $1`, [
      teamAccount.id,
    ]);
  });
  adminClient = clientAs(apiUrl, admin.jwt);
});

afterAll(async () => {
  if (events.length) await service.from('events').delete().in('id', events);
  for (const member of members) await deleteAuthUser(dbUrl, member.id);
  if (admin) await deleteAuthUser(dbUrl, admin.id);
  if (teamAccount) await deleteAuthUser(dbUrl, teamAccount.id);
});

describe('event RSVPs: who may write', () => {
  it('a member confirms and cancels their own presence', async () => {
    const [ana] = members;
    const eventId = await newEvent();
    events.push(eventId);
    expect((await ana!.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    const own = await ana!.client.from('event_rsvps').select('event_id, member_id').eq('event_id', eventId);
    expect(own.data).toEqual([{ event_id: eventId, member_id: ana!.id }]);
    expect((await attendance(anon, eventId))?.confirmed).toBe(1);

    const removed = await ana!.client
      .from('event_rsvps')
      .delete()
      .eq('event_id', eventId)
      .eq('member_id', ana!.id)
      .select();
    expect(removed.data).toHaveLength(1);
    expect((await attendance(anon, eventId))?.confirmed).toBe(0);
  });

  it("a member cannot confirm for someone else, read or cancel someone else's RSVP", async () => {
    const [ana, bia] = members;
    const eventId = await newEvent();
    events.push(eventId);
    const forged = await ana!.client.from('event_rsvps').insert({ event_id: eventId, member_id: bia!.id });
    expect(forged.error?.code).toBe('42501');

    expect((await bia!.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    const seen = await ana!.client.from('event_rsvps').select('member_id').eq('event_id', eventId);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    const cancelled = await ana!.client
      .from('event_rsvps')
      .delete()
      .eq('event_id', eventId)
      .eq('member_id', bia!.id)
      .select();
    expect(cancelled.data).toEqual([]);
    expect((await attendance(anon, eventId))?.confirmed).toBe(1);
  });

  it('nobody changes an RSVP in place, and visitors neither read nor write rows', async () => {
    const [ana] = members;
    const eventId = await newEvent();
    const otherEvent = await newEvent();
    events.push(eventId, otherEvent);
    expect((await ana!.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    const moved = await ana!.client
      .from('event_rsvps')
      .update({ event_id: otherEvent })
      .eq('event_id', eventId);
    expect(moved.error?.code).toBe('42501');

    expect((await anon.from('event_rsvps').select('*')).error?.code).toBe('42501');
    expect(
      (await anon.from('event_rsvps').insert({ event_id: eventId, member_id: ana!.id })).error?.code,
    ).toBe('42501');
  });

  it('a team (e-mail) account is not a member and cannot RSVP', async () => {
    const eventId = await newEvent();
    events.push(eventId);
    const team = clientAs(apiUrl, await teamJwt());
    const result = await team.from('event_rsvps').insert({ event_id: eventId });
    expect(result.error?.code).toBe('42501');
  });

  it('inactive and past events take no RSVP; a full event answers Esgotado', async () => {
    const [ana, bia] = members;
    const inactive = await newEvent({ is_active: false });
    const past = await newEvent({ past: true });
    const single = await newEvent({ capacity: 1 });
    events.push(inactive, past, single);
    expect((await ana!.client.from('event_rsvps').insert({ event_id: inactive })).error?.message).toBe(
      'Evento não encontrado.',
    );
    expect((await ana!.client.from('event_rsvps').insert({ event_id: past })).error?.message).toBe(
      'Este evento já terminou.',
    );
    expect((await ana!.client.from('event_rsvps').insert({ event_id: single })).error).toBeNull();
    const full = await bia!.client.from('event_rsvps').insert({ event_id: single });
    expect(full.error?.message).toMatch(/^Esgotado/);
    expect(full.error?.hint).toBe('event_full');
    expect(await attendance(anon, single)).toEqual({ event_id: single, confirmed: 1, capacity: 1 });
  });
});

describe('event RSVPs: what the public and admins see', () => {
  it('counts are public; avatars only of members the showcase shows, with name and avatar only', async () => {
    const eventId = await newEvent();
    events.push(eventId);
    for (const member of members) {
      expect((await member.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    }
    expect((await attendance(anon, eventId))?.confirmed).toBe(members.length);

    const { data, error } = await anon.rpc('get_event_attendee_showcase', { _event_id: eventId });
    expect(error).toBeNull();
    // Confirmation order; the member without avatar and the one without name are left out.
    expect(data).toEqual([
      { full_name: 'Pessoa rsvp-ana', avatar_url: 'https://media.example.com.br/rsvp-ana.jpg' },
      { full_name: 'Pessoa rsvp-bia', avatar_url: 'https://media.example.com.br/rsvp-bia.jpg' },
    ]);
    const asked = await anon.rpc('get_event_attendee_showcase', { _event_id: eventId, _limit: 500 });
    expect(asked.data!.length).toBeLessThanOrEqual(12);
  });

  it('an inactive event shows neither count nor avatars', async () => {
    const [ana] = members;
    const eventId = await newEvent();
    events.push(eventId);
    expect((await ana!.client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
    await service.from('events').update({ is_active: false }).eq('id', eventId);
    expect(await attendance(anon, eventId)).toBeNull();
    expect(await attendance(ana!.client, eventId)).toBeNull();
    expect(await attendance(adminClient, eventId)).toEqual({
      event_id: eventId,
      confirmed: 1,
      capacity: null,
    });
    expect((await anon.rpc('get_event_attendee_showcase', { _event_id: eventId })).data).toEqual([]);
  });

  it('attendee e-mails are for admins only', async () => {
    const [ana, bia] = members;
    const eventId = await newEvent();
    events.push(eventId);
    await ana!.client.from('event_rsvps').insert({ event_id: eventId });
    await bia!.client.from('event_rsvps').insert({ event_id: eventId });

    const listed = await adminClient.rpc('list_event_attendees', { _event_id: eventId });
    expect(listed.error).toBeNull();
    expect(listed.data!.map((row) => [row.member_id, row.email, row.full_name])).toEqual([
      [ana!.id, ana!.email, ana!.name],
      [bia!.id, bia!.email, bia!.name],
    ]);
    const adminRows = await adminClient.from('event_rsvps').select('member_id').eq('event_id', eventId);
    expect(adminRows.data).toHaveLength(2);

    expect((await ana!.client.rpc('list_event_attendees', { _event_id: eventId })).error?.code).toBe('42501');
    expect((await anon.rpc('list_event_attendees', { _event_id: eventId })).error?.code).toBe('42501');
    // Nothing public carries an e-mail or an id.
    const publicText = JSON.stringify([
      await attendance(anon, eventId),
      (await anon.rpc('get_event_attendee_showcase', { _event_id: eventId })).data,
    ]);
    expect(publicText).not.toContain(ana!.email);
    expect(publicText).not.toContain(ana!.id);
  });

  it('events carry an optional capacity visitors can read', async () => {
    const eventId = await newEvent({ capacity: 40 });
    events.push(eventId);
    const { data, error } = await anon.from('events').select('id, capacity').eq('id', eventId).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: eventId, capacity: 40 });
  });
});

/** The team account's token, shaped like the auth service's for an e-mail sign-in. */
async function teamJwt(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: teamAccount.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: teamAccount.email,
    app_metadata: { provider: 'email', providers: ['email'] },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}
