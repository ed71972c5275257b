import { randomBytes } from 'node:crypto';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { assertSendFrequency, newEmailToken, verifyLink } from '../email-links.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { createFlowState, deleteSignupFlowStates } from '../flow-state.ts';
import { sendAuthEmail } from '../mailer.ts';
import { hashPassword } from '../password.ts';
import { parsePkceParams, type PkceParams } from '../pkce.ts';
import type { AuthRateLimiter } from '../rate-limit.ts';
import { resolveRedirect } from '../redirects.ts';
import { setConfirmationToken, setRecoveryToken } from '../user-store.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  type UserRow,
} from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

interface OtpRequest {
  email: string;
  data: JsonObject;
  pkce: PkceParams | null;
  redirectTo: string;
}

/**
 * POST /otp (signInWithOtp by e-mail), as GoTrue's Otp and MagicLink handlers: a confirmed account gets a
 * magic link with a six-digit code (verifyOtp type 'email' or 'magiclink'); an unknown or unconfirmed
 * address signs up with a random password and gets the sign-up confirmation, which also carries a code
 * (with autoconfirm the account is confirmed at once and gets the magic link). create_user false refuses
 * unknown addresses with 422 otp_disabled. Always answers {} on success.
 */
export function otpHandlers({ ctx, limiter }: AuthDeps) {
  const otp: AuthHandler = async (request) => {
    limiter.request('signInSignUps', request);
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email')?.trim();
    const phone = optionalString(body, 'phone')?.trim();
    if (rawEmail && phone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
    }
    if (rawEmail && optionalString(body, 'channel')) {
      throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
    }
    const pkce = parsePkceParams(
      optionalString(body, 'code_challenge'),
      optionalString(body, 'code_challenge_method'),
    );
    const createUser = body.create_user !== false;
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const existing = email ? await findUserByEmail(ctx.db, email) : null;
    if (!createUser && email && (!existing || existing.deleted_at)) {
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
    if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (!email) throw badRequest('validation_failed', 'One of email or phone must be set');
    const data = optionalObject(body, 'data') ?? {};
    assertMetadataSize('data', data);
    const otp: OtpRequest = {
      email,
      data,
      pkce,
      redirectTo: resolveRedirect(ctx.config, queryOf(request).redirect_to),
    };

    if (existing && !existing.deleted_at && existing.email_confirmed_at) {
      await sendMagicLink(ctx, limiter, existing, otp);
      return {};
    }
    if (!ctx.config.auth.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const user = existing && !existing.deleted_at ? existing : await createPasswordlessUser(ctx, otp);
    if (!ctx.config.auth.enableConfirmations) {
      await confirmEmail(ctx.db, user.id);
      await sendMagicLink(ctx, limiter, (await findUserById(ctx.db, user.id)) ?? user, otp);
      return {};
    }
    await sendSignupCode(ctx, limiter, user, otp);
    return {};
  };

  return { otp };
}

async function createPasswordlessUser(ctx: StackContext, otp: OtpRequest): Promise<UserRow> {
  const user = await insertUser(ctx.db, {
    email: otp.email,
    // Like GoTrue, the account gets a random password nobody knows; the person signs in by link or code.
    encryptedPassword: await hashPassword(randomBytes(24).toString('base64url')),
    emailConfirmed: false,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: otp.data,
  });
  await insertIdentity(ctx.db, user.id, 'email', user.id, {
    ...otp.data,
    sub: user.id,
    email: otp.email,
    email_verified: false,
    phone_verified: false,
  });
  return user;
}

/** The magic link e-mail: a recovery-kind token (GoTrue reuses the recovery columns and their frequency limit). */
async function sendMagicLink(
  ctx: StackContext,
  limiter: AuthRateLimiter,
  user: UserRow,
  otp: OtpRequest,
): Promise<void> {
  assertSendFrequency(user.recovery_sent_at);
  limiter.email(otp.email);
  const token = newEmailToken(otp.email, otp.pkce !== null);
  if (otp.pkce) {
    await createFlowState(ctx.db, {
      providerType: 'magiclink',
      authenticationMethod: 'magiclink',
      pkce: otp.pkce,
      referrer: otp.redirectTo,
      userId: user.id,
    });
  }
  await setRecoveryToken(ctx.db, user.id, token.tokenHash);
  await sendAuthEmail(
    ctx,
    otp.email,
    'magic_link',
    verifyLink(ctx, token.tokenHash, 'magiclink', otp.redirectTo),
    token.otp,
  );
}

/** The sign-up confirmation for a new address, whose token is a code's hash so the code works too. */
async function sendSignupCode(
  ctx: StackContext,
  limiter: AuthRateLimiter,
  user: UserRow,
  otp: OtpRequest,
): Promise<void> {
  assertSendFrequency(user.confirmation_sent_at);
  limiter.email(otp.email);
  const token = newEmailToken(otp.email, otp.pkce !== null);
  if (otp.pkce) {
    await deleteSignupFlowStates(ctx.db, user.id);
    await createFlowState(ctx.db, {
      providerType: 'email',
      authenticationMethod: 'email/signup',
      pkce: otp.pkce,
      referrer: otp.redirectTo,
      userId: user.id,
    });
  }
  await setConfirmationToken(ctx.db, user.id, token.tokenHash, { userMetadata: otp.data });
  await sendAuthEmail(
    ctx,
    otp.email,
    'confirmation',
    verifyLink(ctx, token.tokenHash, 'signup', otp.redirectTo),
    token.otp,
  );
}
