import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { anon, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';
import type { TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const createdUsers: string[] = [];

const totpCode = (secret: string, stepsAhead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function newAdmin(label: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const id = await createConfirmedUser(apiUrl, email);
  createdUsers.push(id);
  await sql(dbUrl, "insert into public.user_roles (user_id, role) values ($1, 'admin')", [id]);
  return { id, email };
}

async function signedIn(email: string): Promise<TestClient> {
  const client = anon(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

const aalOf = async (client: TestClient) =>
  decodeJwt((await client.auth.getSession()).data.session!.access_token).aal;

/** An inactive event, so public listings elsewhere are not disturbed. */
const insertEvent = (client: TestClient, title: string) =>
  client
    .from('events')
    .insert({ title, start_date: '2027-03-01T12:00:00Z', end_date: '2027-03-01T14:00:00Z', is_active: false })
    .select('id')
    .single();

/** What an admin session may do; each entry says whether it worked. */
async function adminPowers(client: TestClient, userId: string) {
  const event = await insertEvent(client, `Evento MFA ${Date.now()}`);
  const members = await client.from('members').select('id').limit(5);
  const ownRole = await client.from('user_roles').select('role').eq('user_id', userId);
  const stats = await client.rpc('get_member_statistics');
  return {
    writesEvents: event.error === null,
    readsMembers: (members.data ?? []).length > 0,
    readsOwnRole: (ownRole.data ?? []).length === 1,
    readsStatistics: stats.error === null,
    eventError: event.error?.code ?? null,
  };
}

afterAll(async () => {
  await sql(dbUrl, "delete from public.events where title like 'Evento MFA %'");
  await sql(dbUrl, 'delete from public.user_roles where user_id = any($1)', [createdUsers]);
  await sql(dbUrl, 'delete from auth.users where id = any($1)', [createdUsers]);
});

describe('database: admin rights need the second factor when the admin has one', () => {
  it('an admin without a factor keeps every right at aal1', async () => {
    const { id, email } = await newAdmin('admin-sem-mfa');
    const client = await signedIn(email);
    expect(await aalOf(client)).toBe('aal1');
    expect(await adminPowers(client, id)).toEqual({
      writesEvents: true,
      readsMembers: true,
      readsOwnRole: true,
      readsStatistics: true,
      eventError: null,
    });
  });

  it('an admin with a verified factor is an admin at aal2 only; a password alone opens nothing', async () => {
    const { id, email } = await newAdmin('admin-mfa');
    const enrolling = await signedIn(email);
    const { data: factor } = await enrolling.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    const verified = await enrolling.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(await adminPowers(enrolling, id)).toMatchObject({
      writesEvents: true,
      readsMembers: true,
      readsOwnRole: true,
      readsStatistics: true,
    });

    // A new sign-in with the password only: aal1.
    const passwordOnly = await signedIn(email);
    expect(await aalOf(passwordOnly)).toBe('aal1');
    expect(await adminPowers(passwordOnly, id)).toEqual({
      writesEvents: false,
      readsMembers: false,
      readsOwnRole: false,
      readsStatistics: false,
      eventError: '42501',
    });
    // The admin gate can still tell the account is an admin's, so it can ask for the code.
    const gate = await passwordOnly.rpc('has_role', { _user_id: id, _role: 'admin' });
    expect(gate.data).toBe(true);

    // The code lifts the same session to aal2 and the rights come back.
    const lifted = await passwordOnly.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(factor!.totp.secret, 1),
    });
    expect(lifted.error).toBeNull();
    expect(await adminPowers(passwordOnly, id)).toMatchObject({
      writesEvents: true,
      readsMembers: true,
      readsOwnRole: true,
      readsStatistics: true,
    });
  });

  it('a forged token claiming aal2 is refused by PostgREST (the claim is signed)', async () => {
    const { email } = await newAdmin('admin-forja');
    const client = await signedIn(email);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), aal: 'aal2' }),
    ).toString('base64url');
    const res = await fetch(`${apiUrl}/rest/v1/members?select=id&limit=1`, {
      headers: { apikey: 'x', authorization: `Bearer ${header}.${forgedPayload}.AAAA` },
    });
    expect(res.status).toBe(401);
  });
});
