import { createHash, timingSafeEqual } from 'node:crypto';
import { badRequest } from './errors.ts';

/** Challenge bounds and alphabet GoTrue enforces (RFC 7636 §4.1). */
const CHALLENGE_PATTERN = /^[a-zA-Z0-9._~-]{43,128}$/;

export type ChallengeMethod = 's256' | 'plain';

export interface PkceParams {
  challenge: string;
  method: ChallengeMethod;
}

/** Both or neither: returns the PKCE params of a request, null for the implicit flow. */
export function parsePkceParams(
  challenge: string | undefined | null,
  method: string | undefined | null,
): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw badRequest('validation_failed', 'Code challenge method not supported');
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge has to be between 43 and 128 characters and only contain alphanumeric, "-", ".", "_" and "~"',
    );
  }
  return { challenge, method: normalised };
}

export function verifierMatches(verifier: string, challenge: string, method: string): boolean {
  const expected =
    method.toLowerCase() === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
