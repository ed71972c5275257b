import type pg from 'pg';
import type { JsonObject } from './body.ts';
import type { UserRow } from './users.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/*
 * Writes to auth.users beyond creating accounts and reading them (users.ts): the tokens behind mailed
 * links and codes, credentials, bans, listing and deletion. Route handlers call these and hold no SQL.
 */

/** The token of a recovery or magic link (GoTrue keeps both in the recovery columns). */
export async function setRecoveryToken(db: Queryable, userId: string, tokenHash: string): Promise<void> {
  await db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
    [userId, tokenHash],
  );
}

/** A followed recovery or magic link is spent. */
export async function clearRecoveryToken(db: Queryable, userId: string): Promise<void> {
  await db.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [userId]);
}

export interface ConfirmationTokenExtras {
  /** An invitation also stamps invited_at. */
  invited?: boolean;
  /** Metadata merged into raw_user_meta_data (a repeated sign-up brings its own). */
  userMetadata?: JsonObject;
  /** A repeated sign-up of an unconfirmed account replaces its password. */
  encryptedPassword?: string;
}

/** The token of a sign-up confirmation or an invitation, sent now. */
export async function setConfirmationToken(
  db: Queryable,
  userId: string,
  token: string,
  extras: ConfirmationTokenExtras = {},
): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
       invited_at = case when $3 then now() else invited_at end,
       raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data
                                 else coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb end,
       encrypted_password = coalesce($5, encrypted_password), updated_at = now()
     where id = $1`,
    [
      userId,
      token,
      extras.invited === true,
      extras.userMetadata ? JSON.stringify(extras.userMetadata) : null,
      extras.encryptedPassword ?? null,
    ],
  );
}

/** A pending e-mail change with the token hashes mailed to the new and (when asked) the current address. */
export async function setPendingEmailChange(
  db: Queryable,
  userId: string,
  newEmail: string,
  tokens: { toNew: string; toCurrent: string },
): Promise<void> {
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [userId, newEmail, tokens.toNew, tokens.toCurrent],
  );
}

/** The first of the two e-mail change confirmations: that address's token is spent. */
export async function confirmOneEmailChangeAddress(
  db: Queryable,
  userId: string,
  column: 'email_change_token_current' | 'email_change_token_new',
): Promise<void> {
  await db.query(
    `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
    [userId],
  );
}

/** Both addresses confirmed: the new one replaces the old, on the account and on its e-mail identity. */
export async function applyEmailChange(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, email_change_sent_at = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId, email],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

export async function setReauthenticationToken(
  db: Queryable,
  userId: string,
  tokenHash: string,
): Promise<void> {
  await db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
     where id = $1`,
    [userId, tokenHash],
  );
}

export async function reauthenticationTokenOf(
  db: Queryable,
  userId: string,
): Promise<{ token: string | null; sent_at: Date | null } | null> {
  const { rows } = await db.query<{ token: string | null; sent_at: Date | null }>(
    'select reauthentication_token as token, reauthentication_sent_at as sent_at from auth.users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function clearReauthenticationToken(db: Queryable, userId: string): Promise<void> {
  await db.query("update auth.users set reauthentication_token = '' where id = $1", [userId]);
}

/** A password the person chose: every pending link and nonce is voided with the old one. */
export async function setPasswordVoidingTokens(
  db: Queryable,
  userId: string,
  encryptedPassword: string,
): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
       email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
     where id = $1`,
    [userId, encryptedPassword],
  );
}

/** A password the service role sets (auth.admin.updateUserById). */
export async function setEncryptedPassword(
  db: Queryable,
  userId: string,
  encryptedPassword: string,
): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
    userId,
    encryptedPassword,
  ]);
}

/** A new address set by the service role, on the account and on its e-mail identity. */
export async function setEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, email]);
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

export async function setBannedUntil(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
    userId,
    until,
  ]);
}

/** One page of accounts, newest first, with the count of all of them. */
export async function listUsers(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ total: number; users: UserRow[] }> {
  const total = await db.query<{ count: string }>('select count(*) from auth.users');
  const { rows } = await db.query<UserRow>(
    'select * from auth.users order by created_at desc, id limit $1 offset $2',
    [limit, offset],
  );
  return { total: Number(total.rows[0].count), users: rows };
}

/** GoTrue's soft delete: the row stays, anonymised, without identities or sessions. */
export async function softDeleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set deleted_at = now(), email = null, encrypted_password = '', phone = null,
       raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
    [userId],
  );
  await db.query('delete from auth.identities where user_id = $1', [userId]);
  await db.query('delete from auth.sessions where user_id = $1', [userId]);
}

export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [userId]);
}
