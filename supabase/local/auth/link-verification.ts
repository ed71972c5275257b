import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { hashEmailOtp, isEmailTokenExpired, PKCE_PREFIX } from './email-links.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { applyEmailChange, clearRecoveryToken, confirmOneEmailChangeAddress } from './user-store.ts';
import { confirmEmail, findUserByLinkToken, isBanned, usersWithAddress, type UserRow } from './users.ts';

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

function tokenColumnOf(type: LinkType) {
  if (type === 'invite') return 'confirmation_token';
  if (type === 'email_change') return 'email_change_token';
  return 'recovery_token';
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
    user = await findUserByLinkToken(db, tokenColumnOf(proof.type), proof.tokenHash);
    if (!user || isEmailTokenExpired(sentAtOf(user, proof.type))) throw linkExpired();
  } else if (proof.email && proof.otp) {
    const rows = await usersWithAddress(db, proof.email);
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
    await clearRecoveryToken(db, user.id);
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
    await confirmOneEmailChangeAddress(db, user.id, column);
    return { kind: 'awaiting_other_address' };
  }
  if (!user.email_change) throw new AuthError(500, 'unexpected_failure', 'No pending e-mail change');
  await applyEmailChange(db, user.id, user.email_change);
  return { kind: 'verified', user };
}
