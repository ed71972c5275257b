import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { anon, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';
import type { TestClient } from '../helpers/supabase.ts';

/**
 * Every path that acts as an admin, walked with a password-only (aal1) session of an admin who has a
 * verified TOTP factor: each one must refuse. The same calls with the session lifted to aal2 work, so
 * the refusals are the second-factor gate and not some other failure.
 */

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const createdUsers: string[] = [];
const NEW_PASSWORD = 'Outra-senha-forte-456';

const totpCode = (secret: string, stepsAhead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function signedIn(email: string, password = PASSWORD): Promise<TestClient> {
  const client = anon(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

const tokenOf = async (client: TestClient): Promise<string> =>
  (await client.auth.getSession()).data.session!.access_token;

interface Answer {
  status: number;
  body: unknown;
}

async function call(token: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body };
}

const post = (token: string, path: string, body: unknown) =>
  call(token, path, { method: 'POST', body: JSON.stringify(body) });
const rpc = (token: string, name: string, args: Record<string, unknown> = {}) =>
  post(token, `/rest/v1/rpc/${name}`, args);
const invoke = (token: string, name: string, body: unknown) => post(token, `/functions/v1/${name}`, body);

/** A refusal from the database: permission denied (42501), answered 401/403 by PostgREST. */
const isDenied = (answer: Answer): boolean =>
  [401, 403].includes(answer.status) && (answer.body as { code?: string }).code === '42501';

let adminId = '';
let adminEmail = '';
let memberId = '';
let factorId = '';
let secret = '';
let aal1: TestClient;
let aal2: TestClient;

beforeAll(async () => {
  adminEmail = uniqueEmail('admin-varredura');
  adminId = await createConfirmedUser(apiUrl, adminEmail);
  createdUsers.push(adminId);
  await sql(dbUrl, "insert into public.user_roles (user_id, role) values ($1, 'admin')", [adminId]);
  memberId = await createConfirmedUser(apiUrl, uniqueEmail('membro-varredura'));
  createdUsers.push(memberId);
  await sql(dbUrl, "insert into public.members (id, full_name, email) values ($1, 'Membro Varredura', $2)", [
    memberId,
    uniqueEmail('membro-varredura'),
  ]);

  aal2 = await signedIn(adminEmail);
  const { data: factor, error } = await aal2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
  expect(error).toBeNull();
  factorId = factor!.id;
  secret = factor!.totp.secret;
  const verified = await aal2.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  expect(verified.error).toBeNull();
  expect(decodeJwt(await tokenOf(aal2)).aal).toBe('aal2');

  aal1 = await signedIn(adminEmail);
  expect(decodeJwt(await tokenOf(aal1)).aal).toBe('aal1');
}, 60_000);

afterAll(async () => {
  await sql(dbUrl, "delete from public.events where title like 'Evento varredura %'");
  await sql(dbUrl, 'delete from public.members where id = any($1)', [createdUsers]);
  await sql(dbUrl, 'delete from public.user_roles where user_id = any($1)', [createdUsers]);
  await sql(dbUrl, 'delete from auth.users where id = any($1)', [createdUsers]);
});

describe('an admin with a verified factor, signed in with the password only (aal1)', () => {
  it('the admin gate of functions and server actions says no at aal1 and yes at aal2; has_role still tells the role', async () => {
    expect(await rpc(await tokenOf(aal1), 'caller_is_admin')).toEqual({ status: 200, body: false });
    expect(await rpc(await tokenOf(aal2), 'caller_is_admin')).toEqual({ status: 200, body: true });
    // The sign-in screens ask has_role whether to ask for the code: it knows the account's role.
    const role = await rpc(await tokenOf(aal1), 'has_role', { _user_id: adminId, _role: 'admin' });
    expect(role).toEqual({ status: 200, body: true });
  });

  it('every edge function that acts as an admin refuses at aal1 and serves at aal2', async () => {
    const weak = await tokenOf(aal1);
    const strong = await tokenOf(aal2);
    const inviteBody = { email: uniqueEmail('convite-varredura'), role: 'moderator' };

    const refused = {
      invite: await invoke(weak, 'team-invite', inviteBody),
      revoke: await invoke(weak, 'team-invite', { action: 'revoke', userId: randomUUID() }),
      courses: await invoke(weak, 'fetch-courses', { platform: 'Coursera' }),
      mailTest: await invoke(weak, 'mail-campaigns', {
        action: 'test',
        subject: 'Teste',
        bodyMarkdown: 'Corpo',
      }),
      mailRun: await invoke(weak, 'mail-campaigns', { action: 'run', campaignId: randomUUID() }),
    };
    for (const [name, answer] of Object.entries(refused)) {
      expect({ name, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({
        name,
        status: 403,
        code: 'forbidden',
      });
    }
    expect(await sql(dbUrl, 'select 1 from auth.users where email = $1', [inviteBody.email])).toHaveLength(0);

    // At aal2 the gate opens: the invite is made and then cancelled; the others get past the gate.
    const invited = await invoke(strong, 'team-invite', inviteBody);
    expect(invited.status).toBe(200);
    const invitedId = (invited.body as { id: string }).id;
    createdUsers.push(invitedId);
    expect((await invoke(strong, 'team-invite', { action: 'revoke', userId: invitedId })).status).toBe(200);
    for (const answer of [
      await invoke(strong, 'fetch-courses', { platform: 'Coursera' }),
      await invoke(strong, 'mail-campaigns', { action: 'run', campaignId: randomUUID() }),
    ]) {
      expect(answer.status).not.toBe(403);
    }
  }, 60_000);

  it('every admin RPC refuses at aal1 and answers at aal2', async () => {
    const weak = await tokenOf(aal1);
    const strong = await tokenOf(aal2);
    const gated: Array<[string, Record<string, unknown>]> = [
      ['get_member_statistics', {}],
      ['get_dashboard_trends', {}],
      ['list_activity_actors', {}],
      ['list_team_accounts', {}],
      ['search_members', { q: null }],
      ['list_event_attendees', { _event_id: randomUUID() }],
      ['export_member_data', { _member_id: memberId }],
      ['queue_mail_campaign', { _campaign: randomUUID() }],
      ['retry_mail_deliveries', { _campaign: randomUUID() }],
    ];
    for (const [name, args] of gated) {
      const answer = await rpc(weak, name, args);
      expect({ name, denied: isDenied(answer) }).toEqual({ name, denied: true });
    }
    expect(await rpc(weak, 'current_admin_email')).toEqual({ status: 200, body: null });

    for (const [name, args] of gated) {
      const answer = await rpc(strong, name, args);
      expect({ name, denied: isDenied(answer) }).toEqual({ name, denied: false });
    }
    expect(await rpc(strong, 'current_admin_email')).toEqual({ status: 200, body: adminEmail });

    // Erasing someone else's data: refused at aal1, done at aal2.
    expect(isDenied(await rpc(weak, 'erase_member_data', { _member_id: memberId }))).toBe(true);
    const erased = await rpc(strong, 'erase_member_data', { _member_id: memberId });
    expect(erased.status).toBeLessThan(300);
  }, 60_000);

  it('admin table writes and reads, and storage writes, are refused at aal1 and allowed at aal2', async () => {
    const event = (client: TestClient) =>
      client
        .from('events')
        .insert({
          title: `Evento varredura ${randomUUID().slice(0, 8)}`,
          start_date: '2027-03-01T12:00:00Z',
          end_date: '2027-03-01T14:00:00Z',
          is_active: false,
        })
        .select('id');
    const reads = async (client: TestClient) => ({
      members: ((await client.from('members').select('id').limit(5)).data ?? []).length > 0,
      subscribers: ((await client.from('newsletter_subscribers').select('id').limit(5)).data ?? []).length,
      roles: ((await client.from('user_roles').select('role').eq('user_id', adminId)).data ?? []).length,
    });
    const upload = (client: TestClient) =>
      client.storage
        .from('post-covers')
        .upload(
          `${adminId}/varredura-${randomUUID()}.png`,
          new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
        );

    expect((await event(aal1)).error?.code).toBe('42501');
    expect(await reads(aal1)).toEqual({ members: false, subscribers: 0, roles: 0 });
    const weakUpload = await upload(aal1);
    expect(weakUpload.error).not.toBeNull();

    expect((await event(aal2)).error).toBeNull();
    expect(await reads(aal2)).toMatchObject({ members: true, roles: 1 });
    const strongUpload = await upload(aal2);
    expect(strongUpload.error).toBeNull();
    await aal2.storage.from('post-covers').remove([strongUpload.data!.path]);
  }, 60_000);

  it('PUT /auth/v1/user refuses a new password or e-mail at aal1 (insufficient_aal) and allows them at aal2', async () => {
    const weak = await tokenOf(aal1);
    const put = (token: string, body: unknown) =>
      call(token, '/auth/v1/user', { method: 'PUT', body: JSON.stringify(body) });

    for (const body of [{ password: NEW_PASSWORD }, { email: uniqueEmail('troca-varredura') }]) {
      const answer = await put(weak, body);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error_code: 'insufficient_aal' });
    }
    // Profile data is no takeover: it stays open at aal1.
    expect((await put(weak, { data: { full_name: 'Admin Varredura' } })).status).toBe(200);
    const [user] = await sql<{ email: string; email_change: string | null }>(
      dbUrl,
      'select email, email_change from auth.users where id = $1',
      [adminId],
    );
    expect(user).toMatchObject({ email: adminEmail });
    expect(user.email_change || '').toBe('');

    // The code lifts the password-only session; then the change goes through.
    const lifted = await aal1.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect(lifted.error).toBeNull();
    expect((await put(await tokenOf(aal1), { password: NEW_PASSWORD })).status).toBe(200);
    const again = anon(apiUrl);
    expect(
      (await again.auth.signInWithPassword({ email: adminEmail, password: NEW_PASSWORD })).error,
    ).toBeNull();
  }, 60_000);
});
