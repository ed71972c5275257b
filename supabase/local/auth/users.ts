import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { JsonObject } from './body.ts';
import { factorJson, factorsOf, type FactorRow } from './mfa/factors.ts';
import { rfc3339 } from './time.ts';

/** GoTrue writes this instance id on every row it creates. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_current: string | null;
  email_change_token_new: string | null;
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1',
    [email],
  );
  return rows[0] ?? null;
}

/** The user holding this link token in the column its link type uses. */
export async function findUserByLinkToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token',
  tokenHash: string,
): Promise<UserRow | null> {
  const where =
    column === 'email_change_token'
      ? '(email_change_token_current = $1 or email_change_token_new = $1)'
      : `${column} = $1`;
  const { rows } = await db.query<UserRow>(`select * from auth.users where ${where}`, [tokenHash]);
  return rows[0] ?? null;
}

/** The accounts whose address, or pending new address, is this one (a typed code may belong to either). */
export async function usersWithAddress(db: Queryable, email: string): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) or lower(email_change) = lower($1)',
    [email],
  );
  return rows;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export async function findIdentity(
  db: Queryable,
  provider: string,
  providerId: string,
): Promise<IdentityRow | null> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where provider = $1 and provider_id = $2',
    [provider, providerId],
  );
  return rows[0] ?? null;
}

export interface NewUser {
  email: string | null;
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
  confirmationToken?: string | null;
  confirmationSentAt?: Date | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', 'authenticated', lower($3), $4, case when $5 then now() end,
       coalesce($6, ''), $7, '', '', '', $8, $9, now(), now(), false, false)
     returning *`,
    [
      INSTANCE_ID,
      randomUUID(),
      user.email,
      user.encryptedPassword,
      user.emailConfirmed,
      user.confirmationToken ?? null,
      user.confirmationSentAt ?? null,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  return rows[0];
}

export async function insertIdentity(
  db: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: JsonObject,
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now()) returning *`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
  return rows[0];
}

/** Shallow-merges keys into a jsonb column; null values remove keys, as GoTrue's metadata updates do. */
export async function mergeUserJson(
  db: Queryable,
  userId: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  patch: JsonObject,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

/** Marks the e-mail confirmed and records email_verified as GoTrue's User.Confirm does. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(db: Queryable, userId: string, provider: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await db.query(
    'update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = $2',
    [userId, provider],
  );
}

function identityJson(identity: IdentityRow): JsonObject {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: rfc3339(identity.last_sign_in_at),
    created_at: rfc3339(identity.created_at),
    updated_at: rfc3339(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** The user object exactly as GoTrue serialises it (key order of its Go struct, empty fields omitted). */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): JsonObject {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: rfc3339(user.email_confirmed_at),
    invited_at: rfc3339(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: rfc3339(user.phone_confirmed_at),
    confirmation_sent_at: rfc3339(user.confirmation_sent_at),
    confirmed_at: rfc3339(user.confirmed_at),
    recovery_sent_at: rfc3339(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: rfc3339(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: rfc3339(user.phone_change_sent_at),
    reauthentication_sent_at: rfc3339(user.reauthentication_sent_at),
    last_sign_in_at: rfc3339(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    identities: identities.map(identityJson),
    created_at: rfc3339(user.created_at),
    updated_at: rfc3339(user.updated_at),
    banned_until: rfc3339(user.banned_until),
    deleted_at: rfc3339(user.deleted_at),
    is_anonymous: user.is_anonymous ?? false,
  };
}

export async function loadUserJson(db: Queryable, user: UserRow): Promise<JsonObject> {
  return userJson(user, await identitiesOf(db, user.id), await factorsOf(db, user.id));
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
