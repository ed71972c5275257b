import type { FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalString, type JsonObject } from '../body.ts';
import { requireUser, type SignedInCaller } from '../caller.ts';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts';
import {
  CHALLENGE_TTL_MS,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  factorsOf,
  findChallenge,
  insertChallenge,
  insertTotpFactor,
  MAX_ENROLLED_FACTORS,
  ownedFactor,
  type FactorRow,
} from '../mfa/factors.ts';
import { matchingTimeStep, newTotpEnrolment } from '../mfa/totp.ts';
import { acceptTotpCode, invalidTotpCode } from '../mfa/verification.ts';
import { sessionJson } from '../sessions.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

const factorIdOf = (request: FastifyRequest): string => (request.params as { id: string }).id;

const tooManyFactors = () =>
  unprocessable(
    'too_many_enrolled_mfa_factors',
    'Maximum number of verified factors reached, unenroll to continue',
  );

async function signedInPerson(ctx: StackContext, request: FastifyRequest): Promise<SignedInCaller> {
  const caller = await requireUser(ctx, request);
  if (caller.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  return caller;
}

/**
 * GoTrue's checks before a new factor: unique friendly name, at most ten factors, and a session at aal2
 * when the user already has a verified factor (a stolen password must not add an authenticator).
 */
async function assertCanEnroll(
  ctx: StackContext,
  caller: SignedInCaller,
  friendlyName: string,
): Promise<void> {
  await deleteExpiredFactors(ctx.db);
  const factors = await factorsOf(ctx.db, caller.user.id);
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_ENROLLED_FACTORS) throw tooManyFactors();
  if (verified > 0 && caller.session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

function issuerFor(ctx: StackContext, requested: string | undefined): string {
  if (requested) return requested;
  try {
    return new URL(ctx.config.auth.siteUrl).host;
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'site url is improperly formatted');
  }
}

/**
 * The MFA API of GoTrue for TOTP (auth.mfa in supabase-js): enroll, challenge, verify and unenroll.
 * Phone and WebAuthn factors are not enabled, as in the CLI's default configuration.
 */
export function factorHandlers({ ctx, limiter }: AuthDeps) {
  const enroll: AuthHandler = async (request) => {
    const caller = await signedInPerson(ctx, request);
    const body = bodyOf(request);
    const factorType = optionalString(body, 'factor_type');
    if (factorType === 'phone') {
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    }
    if (factorType === 'webauthn') {
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    if (factorType !== 'totp') {
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName = optionalString(body, 'friendly_name') ?? '';
    const issuer = issuerFor(ctx, optionalString(body, 'issuer'));
    await assertCanEnroll(ctx, caller, friendlyName);
    const enrolment = await newTotpEnrolment(issuer, caller.user.email ?? '');
    const factor = await insertTotpFactor(ctx.db, caller.user.id, friendlyName, enrolment.secret);
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name ?? '',
      totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
    };
  };

  const challenge: AuthHandler = async (request) => {
    limiter.request('factorChallenge', request);
    const { user } = await signedInPerson(ctx, request);
    const factor = await ownedFactor(ctx.db, user.id, factorIdOf(request));
    const challenge = await insertChallenge(ctx.db, factor.id, request.ip);
    return {
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor((challenge.created_at.getTime() + CHALLENGE_TTL_MS) / 1000),
    };
  };

  const verify: AuthHandler = async (request) => {
    limiter.request('factorVerify', request);
    const caller = await signedInPerson(ctx, request);
    const factor = await ownedFactor(ctx.db, caller.user.id, factorIdOf(request));
    const body = bodyOf(request);
    const code = optionalString(body, 'code') ?? '';
    if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
    return verifyTotp(ctx, request, caller, factor, optionalString(body, 'challenge_id') ?? '', code);
  };

  const unenroll: AuthHandler = async (request) => {
    const caller = await signedInPerson(ctx, request);
    const factor = await ownedFactor(ctx.db, caller.user.id, factorIdOf(request));
    if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(ctx.db, factor);
    return { id: factor.id };
  };

  return { enroll, challenge, verify, unenroll };
}

/**
 * Checks the challenge (this factor's, unused, from the same IP, within 5 minutes) and the code (±1
 * step), has it accepted (acceptTotpCode) and answers with the raised session, as GoTrue's
 * verifyTOTPFactor.
 */
async function verifyTotp(
  ctx: StackContext,
  request: FastifyRequest,
  caller: SignedInCaller,
  factor: FactorRow,
  challengeId: string,
  code: string,
): Promise<JsonObject> {
  const challenge = await findChallenge(ctx.db, factor.id, challengeId);
  if (!challenge) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified_at !== null || challenge.ip_address !== request.ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Date.now() > challenge.created_at.getTime() + CHALLENGE_TTL_MS) {
    await deleteChallenge(ctx.db, challenge.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const step = factor.secret ? matchingTimeStep(factor.secret, code) : null;
  if (step === null) throw invalidTotpCode();
  const refreshToken = await acceptTotpCode(ctx.db, {
    factor,
    challengeId: challenge.id,
    step,
    userId: caller.user.id,
    sessionId: caller.sessionId,
  });
  return sessionJson(ctx, caller.user.id, caller.sessionId, refreshToken);
}
