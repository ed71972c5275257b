import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  withDb,
  type LinkedinTestUser,
  type TestAccount,
} from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';

/**
 * LGPD rights: the export holds every row about the member and nothing about anyone else; erasure leaves
 * no row anywhere in the database that names the member.
 */

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);
const service = serviceClient(apiUrl);

interface Person extends LinkedinTestUser {
  name: string;
  client: TestClient;
}

/** Schemas whose tables are searched for traces of a person (everything the project and platform keep). */
const SEARCHED_SCHEMAS = ['public', 'private', 'auth', 'storage'];

/** Where the export puts each table's rows about the member (tables found naming them must be here). */
const EXPORTED_TABLES: Record<string, string> = {
  'auth.users': 'account',
  'auth.identities': 'identities',
  'auth.sessions': 'login_history.sessions',
  'auth.audit_log_entries': 'login_history.auth_events',
  'public.members': 'member',
  'public.event_rsvps': 'event_rsvps',
  'public.newsletter_subscribers': 'newsletter_subscriptions',
  'public.user_roles': 'roles',
  'public.mail_deliveries': 'mail.deliveries',
  'private.mail_suppressions': 'mail.suppressions',
  'private.mail_tokens': 'mail.links',
};
/** Sign-in secrets (refresh tokens, PKCE state): erased with the account, never handed out. */
const SECRET_TABLES = ['auth.refresh_tokens', 'auth.flow_state'];

/** Tables with at least one row whose text contains any of the needles (case-insensitive). */
async function tablesNaming(db: pg.Client, needles: string[]): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any($1)
      order by 1`,
    [SEARCHED_SCHEMAS],
  );
  const found: string[] = [];
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  for (const { name } of tables) {
    const { rows } = await db.query<{ hit: boolean }>(
      `select exists (select 1 from ${name} t where lower(t::text) like any ($1)) as hit`,
      [patterns],
    );
    if (rows[0]?.hit) found.push(name.replace(/"/g, ''));
  }
  return found;
}

/**
 * A LinkedIn member with a member row, an RSVP, a newsletter subscription, e-mail links, a campaign
 * delivery and an unsubscribe, a session and an auth event.
 */
async function personWithData(label: string, eventId: string): Promise<Person> {
  const user = await insertLinkedinUser(dbUrl, label);
  const name = `Pessoa ${label} ${user.id.slice(0, 6)}`;
  const client = clientAs(apiUrl, await signUserJwt(user.id, user.email));
  const tracked = await client.rpc('track_user_login_with_profile', {
    provider_name: 'linkedin_oidc',
    linkedin_id: user.sub,
    full_name: name,
    email: user.email,
    avatar_url: `https://media.example.com.br/${label}.jpg`,
    profile_data: { name, sub: user.sub },
  });
  expect(tracked.error).toBeNull();
  expect((await client.from('event_rsvps').insert({ event_id: eventId })).error).toBeNull();
  expect((await anon.rpc('subscribe_newsletter', { _email: user.email, _source: 'site' })).error).toBeNull();
  await withDb(dbUrl, async (db) => {
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at)
       values ($1, $2, $3, 'linkedin_oidc', now(), now(), now())`,
      [user.sub, user.id, { sub: user.sub, email: user.email, name }],
    );
    const sessionId = randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', 'Mozilla/5.0 (teste)', '203.0.113.7')`,
      [sessionId, user.id],
    );
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
       values ($1, $2, false, now(), now(), $3)`,
      [`rt-${randomUUID()}`, user.id, sessionId],
    );
    // The newsletter's confirmation link, a campaign sent to the address and an unsubscribe from it.
    await db.query(`select private.issue_mail_token($1, 'confirm', interval '7 days')`, [user.email]);
    const campaign = await db.query<{ id: string }>(
      `insert into public.mail_campaigns (subject, body_markdown) values ($1, 'Olá!') returning id`,
      [`Novidades LGPD ${label}`],
    );
    await db.query(
      `insert into public.mail_deliveries (campaign_id, email, status) values ($1, $2, 'sent')`,
      [campaign.rows[0]!.id, user.email],
    );
    await db.query(`insert into private.mail_suppressions (email) values ($1)`, [user.email]);
    // As the hosted auth service records a sign-in.
    await db.query(
      `insert into auth.audit_log_entries (id, payload, created_at, ip_address)
       values ($1, $2, now(), '203.0.113.7')`,
      [randomUUID(), { action: 'login', actor_id: user.id, actor_username: user.email, log_type: 'account' }],
    );
  });
  return { ...user, name, client };
}

let eventId: string;
let admin: TestAccount;
let adminClient: TestClient;
const people: Person[] = [];

beforeAll(async () => {
  const { data, error } = await service
    .from('events')
    .insert({ title: 'Encontro LGPD', start_date: '2031-06-01T19:00:00Z', end_date: '2031-06-01T21:00:00Z' })
    .select('id')
    .single();
  expect(error).toBeNull();
  eventId = data!.id;
  await withDb(dbUrl, async (db) => {
    admin = await createTestAccount(db, { admin: true, label: 'lgpd' });
  });
  adminClient = clientAs(apiUrl, admin.jwt);
});

afterAll(async () => {
  for (const person of people) await deleteAuthUser(dbUrl, person.id);
  await withDb(dbUrl, async (db) => {
    const emails = people.map((p) => p.email);
    await db.query('delete from public.newsletter_subscribers where email = any ($1)', [emails]);
    await db.query('delete from private.mail_suppressions where email = any ($1)', [emails]);
    await db.query('delete from private.mail_tokens where email = any ($1)', [emails]);
    await db.query("delete from public.mail_campaigns where subject like 'Novidades LGPD %'");
  });
  if (admin) await deleteAuthUser(dbUrl, admin.id);
  if (eventId) await service.from('events').delete().eq('id', eventId);
});

describe('data export', () => {
  it("holds every table's rows about the member and nothing about anyone else", async () => {
    const ana = await personWithData('lgpd-ana', eventId);
    const bia = await personWithData('lgpd-bia', eventId);
    people.push(ana, bia);

    const { data, error } = await ana.client.rpc('export_member_data');
    expect(error).toBeNull();
    const exported = data as Record<string, unknown>;
    const at = (path: string): unknown =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], exported);

    // Every table that names Ana is in the export (or is a sign-in secret), with rows in it.
    const tables = await withDb(dbUrl, (db) => tablesNaming(db, [ana.id, ana.email]));
    expect(tables.length).toBeGreaterThanOrEqual(Object.keys(EXPORTED_TABLES).length - 1);
    for (const table of tables) {
      if (SECRET_TABLES.includes(table)) continue;
      expect(EXPORTED_TABLES, `${table} names the member but is not exported`).toHaveProperty([table]);
      const section = at(EXPORTED_TABLES[table]!);
      expect(section, table).toBeTruthy();
      if (Array.isArray(section)) expect(section.length, table).toBeGreaterThan(0);
    }

    expect(at('account')).toMatchObject({ id: ana.id, email: ana.email, provider: 'linkedin_oidc' });
    expect(at('member')).toMatchObject({ id: ana.id, full_name: ana.name, email: ana.email, login_count: 1 });
    expect(at('event_rsvps')).toEqual([
      expect.objectContaining({ event_id: eventId, event_title: 'Encontro LGPD' }),
    ]);
    expect(at('newsletter_subscriptions')).toEqual([expect.objectContaining({ email: ana.email })]);
    expect(at('identities')).toEqual([
      expect.objectContaining({ provider: 'linkedin_oidc', provider_id: ana.sub }),
    ]);
    expect(at('login_history.sessions')).toEqual([
      expect.objectContaining({ user_agent: 'Mozilla/5.0 (teste)', ip: '203.0.113.7' }),
    ]);
    expect(at('login_history.auth_events')).toEqual([expect.objectContaining({ action: 'login' })]);

    // Nothing about Bia, nor any sign-in secret.
    const text = JSON.stringify(exported);
    for (const trace of [bia.id, bia.email, bia.name, bia.sub]) expect(text).not.toContain(trace);
    expect(text).not.toMatch(/rt-[0-9a-f-]{36}/);
  });

  it('a member cannot export someone else; an admin can, visitors cannot at all', async () => {
    const [ana, bia] = people;
    const other = await ana!.client.rpc('export_member_data', { _member_id: bia!.id });
    expect(other.error?.code).toBe('42501');
    const byAdmin = await adminClient.rpc('export_member_data', { _member_id: bia!.id });
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toMatchObject({ account: { id: bia!.id }, member: { full_name: bia!.name } });
    expect((await anon.rpc('export_member_data')).error?.code).toBe('42501');
  });
});

describe('account erasure', () => {
  it('leaves no row anywhere naming the member, and leaves others untouched', async () => {
    const [ana, bia] = people;
    const before = await withDb(dbUrl, (db) => tablesNaming(db, [ana!.id, ana!.email, ana!.name, ana!.sub]));
    expect(before).toEqual(
      expect.arrayContaining(Object.keys(EXPORTED_TABLES).filter((t) => t !== 'public.user_roles')),
    );

    const { error } = await ana!.client.rpc('erase_member_data');
    expect(error).toBeNull();

    const after = await withDb(dbUrl, (db) => tablesNaming(db, [ana!.id, ana!.email, ana!.name, ana!.sub]));
    expect(after).toEqual([]);
    // The event itself stays; only Ana's presence left it.
    const attendance = await anon.rpc('get_event_attendance', { _event_ids: [eventId] });
    expect(attendance.data?.[0]?.confirmed).toBe(1);
    // Bia keeps everything.
    const biaTables = await withDb(dbUrl, (db) => tablesNaming(db, [bia!.id, bia!.email]));
    expect(biaTables).toEqual(expect.arrayContaining(['public.members', 'public.event_rsvps', 'auth.users']));
    // Ana's old token reaches nothing any more.
    expect((await ana!.client.rpc('export_member_data')).error?.message).toBe('Membro não encontrado.');
  });

  it('admins erase a member on request; members cannot erase others; admin accounts are refused', async () => {
    const [, bia] = people;
    const carla = await personWithData('lgpd-carla', eventId);
    people.push(carla);

    expect((await carla.client.rpc('erase_member_data', { _member_id: bia!.id })).error?.code).toBe('42501');
    expect((await anon.rpc('erase_member_data', { _member_id: bia!.id })).error?.code).toBe('42501');
    const refused = await adminClient.rpc('erase_member_data', { _member_id: admin.id });
    expect(refused.error?.message).toBe('Contas de administradores não são excluídas por aqui.');

    expect((await adminClient.rpc('erase_member_data', { _member_id: carla.id })).error).toBeNull();
    const after = await withDb(dbUrl, (db) =>
      tablesNaming(db, [carla.id, carla.email, carla.name, carla.sub]),
    );
    expect(after).toEqual([]);
    expect(await withDb(dbUrl, (db) => tablesNaming(db, [bia!.id]))).toContain('public.members');
  });
});
