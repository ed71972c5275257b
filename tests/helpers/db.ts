import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signUserJwt } from './supabase.ts';

/** Runs `fn` with a superuser connection to the test stack's database, closing it afterwards. */
export async function withDb<T>(dbUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface LinkedinTestUser {
  id: string;
  email: string;
  sub: string;
}

/**
 * Inserts a brand-new LinkedIn user into auth.users, as the auth service would on a first sign-in,
 * but without a members row: the tracking RPC has to create it. Remove it with deleteAuthUser.
 */
export async function insertLinkedinUser(dbUrl: string, label: string): Promise<LinkedinTestUser> {
  const id = randomUUID();
  const sub = `li-test-${id.slice(0, 8)}`;
  const email = `${label}.${id.slice(0, 8)}@example.com.br`;
  await withDb(dbUrl, (db) =>
    db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
         '{"provider": "linkedin_oidc", "providers": ["linkedin_oidc"]}', $3, now(), now(), '', '', '', '')`,
      [id, email, { sub, email, email_verified: true, locale: 'pt_BR' }],
    ),
  );
  return { id, email, sub };
}

/** Deletes an auth user; its members and user_roles rows go with it (on delete cascade). */
export async function deleteAuthUser(dbUrl: string, id: string): Promise<void> {
  await withDb(dbUrl, (db) => db.query('delete from auth.users where id = $1', [id]));
}

export interface TestAccount {
  id: string;
  email: string;
  /** A user JWT for it, signed with the local secret. */
  jwt: string;
}

/**
 * A confirmed e-mail account made directly in the database (no password), optionally with the admin
 * role, for tests that need a caller of a given kind. Remove it with deleteAuthUser.
 */
export async function createTestAccount(
  db: pg.Client,
  { admin, label }: { admin: boolean; label: string },
): Promise<TestAccount> {
  const id = randomUUID();
  const email = `${label}-${admin ? 'admin' : 'member'}-${id}@example.test`;
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at,
                             raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, now(), now(), now(), '{}', '{}')`,
    [id, email],
  );
  if (admin) await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id]);
  return { id, email, jwt: await signUserJwt(id, email) };
}
