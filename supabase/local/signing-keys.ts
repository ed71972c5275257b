import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';

/**
 * The lifecycle of a signing key, as on hosted Supabase: a standby key is published (so verifiers cache
 * it) but signs nothing; the key in use signs every new token; a previously used key still verifies the
 * tokens it signed until they expire; a revoked key verifies nothing and keeps no private part.
 */
export type SigningKeyStatus = 'standby' | 'in_use' | 'previously_used' | 'revoked';

export interface StoredSigningKey {
  kid: string;
  status: SigningKeyStatus;
  createdAt: string;
  changedAt?: string;
  /** The EC P-256 private key (absent once revoked). */
  privateJwk?: JWK;
}

export interface SigningKeySet {
  keys: StoredSigningKey[];
}

export const SIGNING_ALGORITHM = 'ES256';

/** A public key as GoTrue's /.well-known/jwks.json lists it. */
export interface PublicSigningJwk extends JWK {
  kid: string;
  alg: typeof SIGNING_ALGORITHM;
  use: 'sig';
  key_ops: ['verify'];
  ext: true;
}

export function newSigningKey(status: SigningKeyStatus): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    kid: randomUUID(),
    status,
    createdAt: new Date().toISOString(),
    privateJwk: privateKey.export({ format: 'jwk' }) as JWK,
  };
}

export function newKeySet(): SigningKeySet {
  return { keys: [newSigningKey('in_use')] };
}

function isKeySet(value: unknown): value is SigningKeySet {
  if (!value || typeof value !== 'object' || !Array.isArray((value as SigningKeySet).keys)) return false;
  return (value as SigningKeySet).keys.every(
    (key) =>
      typeof key.kid === 'string' &&
      ['standby', 'in_use', 'previously_used', 'revoked'].includes(key.status) &&
      (key.status === 'revoked' || (key.privateJwk?.kty === 'EC' && typeof key.privateJwk.d === 'string')),
  );
}

/** Reads the key set; throws with the file's name when it is not one (a half-written or edited file). */
export function readKeySet(file: string): SigningKeySet {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isKeySet(parsed) || parsed.keys.filter((key) => key.status === 'in_use').length !== 1) {
    throw new Error(`The signing key file ${file} is not a key set with exactly one key in use.`);
  }
  return parsed;
}

/** Writes with 0600 from the first byte, flushed, replacing the earlier file atomically. */
export async function writeKeySet(file: string, set: SigningKeySet): Promise<void> {
  const folder = path.dirname(file);
  // Only the key's own folder is private: folders above it keep the default mode. Created 0700 too, the
  // project's .local kept the postgres user (the stack as root) out of the database folder beside the key.
  await mkdir(path.dirname(folder), { recursive: true });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(set, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await chmod(temp, 0o600);
  await rename(temp, file);
}

/** The key set in `file`, generated (one ES256 key in use) when there is none yet. */
export async function loadOrCreateKeySet(file: string): Promise<{ set: SigningKeySet; created: boolean }> {
  if (existsSync(file)) return { set: readKeySet(file), created: false };
  const set = newKeySet();
  await writeKeySet(file, set);
  return { set, created: true };
}

export function keyInUse(set: SigningKeySet): StoredSigningKey {
  const key = set.keys.find((candidate) => candidate.status === 'in_use');
  if (!key?.privateJwk) throw new Error('The signing key set has no key in use.');
  return key;
}

/** Keys whose signatures are accepted: all but the revoked ones. */
export function verifyingKeys(set: SigningKeySet): StoredSigningKey[] {
  return set.keys.filter((key) => key.status !== 'revoked' && key.privateJwk);
}

export function publicJwk(key: StoredSigningKey): PublicSigningJwk {
  const { kty, crv, x, y } = key.privateJwk ?? {};
  return { kty, crv, x, y, kid: key.kid, alg: SIGNING_ALGORITHM, use: 'sig', key_ops: ['verify'], ext: true };
}

/** What /auth/v1/.well-known/jwks.json publishes: the public half of every key that verifies. */
export function publicJwks(set: SigningKeySet): { keys: PublicSigningJwk[] } {
  return { keys: verifyingKeys(set).map(publicJwk) };
}

/**
 * PostgREST's jwt-secret as a JWKS: the public keys plus the legacy HS256 secret as an `oct` key (no
 * kid: the legacy API keys and older tokens carry none), so both kinds of token are accepted.
 */
export function postgrestJwks(set: SigningKeySet, legacySecret: string): string {
  const oct = { kty: 'oct', alg: 'HS256', k: Buffer.from(legacySecret, 'utf8').toString('base64url') };
  return JSON.stringify({ keys: [...publicJwks(set).keys, oct] });
}

export class KeyRotationError extends Error {}

function stamp(key: StoredSigningKey, status: SigningKeyStatus, at: string): StoredSigningKey {
  return { ...key, status, changedAt: at };
}

/** Step 1: a new standby key, published from now on so that every verifier knows it before it signs. */
export function addStandbyKey(set: SigningKeySet): SigningKeySet {
  if (set.keys.some((key) => key.status === 'standby')) {
    throw new KeyRotationError('There is already a standby key; promote it first.');
  }
  return { keys: [...set.keys, newSigningKey('standby')] };
}

/** Step 2: the standby key signs from now on; the key it replaces still verifies what it signed. */
export function promoteStandbyKey(set: SigningKeySet, now = new Date()): SigningKeySet {
  if (!set.keys.some((key) => key.status === 'standby')) {
    throw new KeyRotationError('There is no standby key to promote; add one first.');
  }
  const at = now.toISOString();
  return {
    keys: set.keys.map((key) => {
      if (key.status === 'standby') return stamp(key, 'in_use', at);
      if (key.status === 'in_use') return stamp(key, 'previously_used', at);
      return key;
    }),
  };
}

/**
 * Step 3: previously used keys stop verifying (and lose their private part). Refused while a token they
 * signed could still be valid, unless forced: signed-in people then refresh with their refresh token.
 */
export function revokePreviousKeys(
  set: SigningKeySet,
  tokenLifetimeSeconds: number,
  options: { now?: Date; force?: boolean } = {},
): SigningKeySet {
  const now = options.now ?? new Date();
  const previous = set.keys.filter((key) => key.status === 'previously_used');
  if (previous.length === 0) throw new KeyRotationError('There is no previously used key to revoke.');
  const lastSigned = Math.max(...previous.map((key) => Date.parse(key.changedAt ?? key.createdAt)));
  const validUntil = lastSigned + tokenLifetimeSeconds * 1000;
  if (!options.force && validUntil > now.getTime()) {
    throw new KeyRotationError(
      `Tokens signed by the previous key stay valid until ${new Date(validUntil).toISOString()}; ` +
        'revoke it after that (or pass --force: signed-in people then renew their session once).',
    );
  }
  const at = now.toISOString();
  return {
    keys: set.keys.map((key) =>
      key.status === 'previously_used'
        ? { kid: key.kid, status: 'revoked', createdAt: key.createdAt, changedAt: at }
        : key,
    ),
  };
}

export type RotationStep = 'standby' | 'promote' | 'revoke';

/** One rotation step on the key file; a running stack picks the change up by itself. */
export async function rotateSigningKeys(
  file: string,
  step: RotationStep,
  options: { tokenLifetimeSeconds: number; force?: boolean },
): Promise<SigningKeySet> {
  if (!existsSync(file)) {
    throw new KeyRotationError(`There is no signing key set at ${file} yet: start the stack once first.`);
  }
  const set = readKeySet(file);
  const next =
    step === 'standby'
      ? addStandbyKey(set)
      : step === 'promote'
        ? promoteStandbyKey(set)
        : revokePreviousKeys(set, options.tokenLifetimeSeconds, { force: options.force });
  await writeKeySet(file, next);
  return next;
}
