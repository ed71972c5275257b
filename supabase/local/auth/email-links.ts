import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { StackContext } from '../context.ts';
import { AuthError } from './errors.ts';

/** The CLI's mailer OTP expiry ([auth.email] otp_expiry = 3600): an e-mailed link or code works for one hour. */
export const EMAIL_OTP_TTL_MS = 3600 * 1000;
/** The CLI's [auth.email] max_frequency: the same kind of e-mail to one user at most once per second. */
const MAX_FREQUENCY_MS = 1000;
/** Tokens of links issued to a PKCE client carry this prefix, so /verify answers with a code. */
export const PKCE_PREFIX = 'pkce_';
const OTP_LENGTH = 6;

/** The e-mails GoTrue sends with a link back to /verify, named by their verification type. */
export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

export interface EmailToken {
  /** The six-digit code a person may type instead of following the link (verifyOtp). */
  otp: string;
  /** What is stored and put in the link: the code's hash with the address, prefixed for PKCE. */
  tokenHash: string;
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
export function hashEmailOtp(email: string, otp: string): string {
  return createHash('sha224').update(`${email}${otp}`).digest('hex');
}

export function newEmailToken(email: string, pkce: boolean): EmailToken {
  const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  return { otp, tokenHash: `${pkce ? PKCE_PREFIX : ''}${hashEmailOtp(email, otp)}` };
}

export function isEmailTokenExpired(sentAt: Date | null): boolean {
  return sentAt === null || Date.now() - sentAt.getTime() > EMAIL_OTP_TTL_MS;
}

/** 429 over_email_send_rate_limit when the previous e-mail of this kind went out too recently. */
export function assertSendFrequency(sentAt: Date | null): void {
  if (sentAt && Date.now() - sentAt.getTime() < MAX_FREQUENCY_MS) {
    const seconds = Math.ceil((MAX_FREQUENCY_MS - (Date.now() - sentAt.getTime())) / 1000);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
}

/** The link GoTrue mails: /verify with the token, the type and where to land afterwards. */
export function verifyLink(
  ctx: StackContext,
  token: string,
  type: EmailLinkType,
  redirectTo: string,
): string {
  const url = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** A sign-up confirmation's token: random, prefixed for a PKCE client. */
export function newConfirmationToken(pkce: boolean): string {
  return `${pkce ? PKCE_PREFIX : ''}${randomBytes(28).toString('hex')}`;
}
