import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import type { StackConfig } from '../config.ts';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue uses Go's bcrypt default cost; pgcrypto's gen_salt('bf') hashes ($2a$) verify the same way. */
const BCRYPT_COST = 10;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords instead of silently truncating. */
const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * A valid cost-10 hash of a random password nobody knows: compared against when there is no account (or
 * no password), so a sign-in for an unknown address costs the same bcrypt work as a wrong password and
 * response times do not reveal which addresses are registered.
 */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const usable = typeof hash === 'string' && hash.startsWith('$2');
  try {
    const matches = await bcrypt.compare(password, usable ? hash : DUMMY_HASH);
    return usable && matches;
  } catch {
    return false;
  }
}

/** Throws weak_password (422) or validation_failed (400) like GoTrue's password checks. */
export function assertPasswordStrength(config: StackConfig, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const minimum = config.auth.minimumPasswordLength;
  if ([...password].length < minimum) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}
