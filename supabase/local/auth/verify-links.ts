import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { hashEmailOtp, isEmailTokenExpired, PKCE_PREFIX } from './email-links.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { FlowStateRow } from './flow-state.ts';
import { confirmEmail, isBanned, type UserRow } from './users.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** The link types besides sign-up that /verify accepts, with the token column each one is stored in. */
export const LINK_TYPES = ['recovery', 'magiclink', 'invite', 'email_change'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const isLinkType = (type: string | undefined): type is LinkType =>
  (LINK_TYPES as readonly string[]).includes(type ?? '');

/** GoTrue's answer after the first of the two e-mail change confirmations. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

function tokenMatches(stored: string | null, hash: string): boolean {
  return !!stored && (stored === hash || stored === `${PKCE_PREFIX}${hash}`);
}

async function userByToken(db: Queryable, type: LinkType, tokenHash: string): Promise<UserRow | null> {
  const where =
    type === 'invite'
      ? 'confirmation_token = $1'
      : type === 'email_change'
        ? '(email_change_token_current = $1 or email_change_token_new = $1)'
        : 'recovery_token = $1';
  const { rows } = await db.query<UserRow>(`select * from auth.users where ${where}`, [tokenHash]);
  return rows[0] ?? null;
}

function sentAtOf(user: UserRow, type: LinkType): Date | null {
  if (type === 'invite') return user.confirmation_sent_at;
  if (type === 'email_change') return user.email_change_sent_at;
  return user.recovery_sent_at;
}

export interface LinkProof {
  type: LinkType;
  /** The token hash from a link (token_hash, or GET's token). */
  tokenHash?: string;
  /** The address and six-digit code a person typed (verifyOtp with email and token). */
  email?: string;
  otp?: string;
}

/**
 * The user a link or code belongs to, or GoTrue's 403 otp_expired for an unknown, used or expired one
 * (the message differs between a followed link and a typed code, as GoTrue's does).
 */
export async function userForProof(
  db: Queryable,
  proof: LinkProof,
): Promise<{ user: UserRow; tokenHash: string }> {
  let user: UserRow | null = null;
  let tokenHash = proof.tokenHash ?? '';
  if (proof.tokenHash) {
    user = await userByToken(db, proof.type, proof.tokenHash);
    if (!user || isEmailTokenExpired(sentAtOf(user, proof.type))) throw linkExpired();
  } else if (proof.email && proof.otp) {
    const { rows } = await db.query<UserRow>(
      'select * from auth.users where lower(email) = lower($1) or lower(email_change) = lower($1)',
      [proof.email],
    );
    const hash = hashEmailOtp(proof.email.toLowerCase(), proof.otp);
    for (const row of rows) {
      const candidates =
        proof.type === 'invite'
          ? [row.confirmation_token]
          : proof.type === 'email_change'
            ? [row.email_change_token_current, row.email_change_token_new]
            : [row.recovery_token];
      const stored = candidates.find((candidate) => tokenMatches(candidate, hash));
      if (stored) {
        user = row;
        tokenHash = stored;
      }
    }
    if (!user || isEmailTokenExpired(sentAtOf(user, proof.type))) throw codeExpired();
  } else {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { user, tokenHash };
}

export type LinkOutcome = { kind: 'verified'; user: UserRow } | { kind: 'awaiting_other_address' };

/**
 * Spends the token and applies what the link stands for: recovery and magic links sign in (confirming
 * the address if needed), an invite confirms the address, and an e-mail change is applied once both the
 * current and the new address have confirmed (GoTrue's secure e-mail change).
 */
export async function applyLink(
  ctx: StackContext,
  type: LinkType,
  user: UserRow,
  tokenHash: string,
): Promise<LinkOutcome> {
  const { db } = ctx;
  if (type === 'recovery' || type === 'magiclink') {
    await db.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [user.id]);
    if (!user.email_confirmed_at) await confirmEmail(db, user.id);
    return { kind: 'verified', user };
  }
  if (type === 'invite') {
    await confirmEmail(db, user.id);
    return { kind: 'verified', user };
  }
  if ((user.email_change_confirm_status ?? 0) === 0 && user.email && user.email_change_token_current) {
    const column =
      user.email_change_token_current === tokenHash ? 'email_change_token_current' : 'email_change_token_new';
    await db.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [user.id],
    );
    return { kind: 'awaiting_other_address' };
  }
  await applyEmailChange(db, user);
  return { kind: 'verified', user };
}

async function applyEmailChange(db: Queryable, user: UserRow): Promise<void> {
  const email = user.email_change;
  if (!email) throw new AuthError(500, 'unexpected_failure', 'No pending e-mail change');
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, email_change_sent_at = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [user.id, email],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
}

/** The PKCE flow state a link's code comes from: the user's latest one for this kind of link. */
export async function issueAuthCodeFor(
  db: Queryable,
  userId: string,
  type: LinkType,
): Promise<string | null> {
  const { rows } = await db.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, type],
  );
  const flow = rows[0];
  if (!flow?.auth_code) return null;
  await db.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [
    flow.id,
  ]);
  return flow.auth_code;
}
