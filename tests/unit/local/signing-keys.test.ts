import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addStandbyKey,
  keyInUse,
  KeyRotationError,
  newKeySet,
  postgrestJwks,
  promoteStandbyKey,
  publicJwks,
  readKeySet,
  revokePreviousKeys,
  writeKeySet,
} from '#supabase/local/signing-keys.ts';

const HOUR = 3600;

describe('signing key rotation', () => {
  it('publishes only public halves, and PostgREST gets the legacy secret as a kid-less oct key', () => {
    const set = newKeySet();
    const published = publicJwks(set).keys;
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: keyInUse(set).kid });
    expect(published[0]).not.toHaveProperty('d');
    const forPostgrest = JSON.parse(postgrestJwks(set, 'a-legacy-secret-of-at-least-32-chars!')) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(forPostgrest.keys.map((key) => key.kty)).toEqual(['EC', 'oct']);
    expect(forPostgrest.keys[1]).toEqual({
      kty: 'oct',
      alg: 'HS256',
      k: Buffer.from('a-legacy-secret-of-at-least-32-chars!').toString('base64url'),
    });
  });

  it('goes standby → in use → previously used → revoked, keeping one key in use throughout', () => {
    const start = newKeySet();
    const first = keyInUse(start).kid;
    const standby = addStandbyKey(start);
    expect(() => addStandbyKey(standby)).toThrow(KeyRotationError);
    expect(publicJwks(standby).keys).toHaveLength(2);
    expect(keyInUse(standby).kid).toBe(first);

    const promotedAt = new Date('2026-11-26T10:00:00Z');
    const promoted = promoteStandbyKey(standby, promotedAt);
    expect(keyInUse(promoted).kid).not.toBe(first);
    expect(promoted.keys.find((key) => key.kid === first)?.status).toBe('previously_used');
    expect(() => promoteStandbyKey(promoted)).toThrow(/no standby key/);

    // Within a token lifetime of the promotion the old key may still have valid tokens out there.
    const tooSoon = new Date(promotedAt.getTime() + (HOUR - 60) * 1000);
    expect(() => revokePreviousKeys(promoted, HOUR, { now: tooSoon })).toThrow(/stay valid until/);
    const later = new Date(promotedAt.getTime() + (HOUR + 1) * 1000);
    const revoked = revokePreviousKeys(promoted, HOUR, { now: later });
    const old = revoked.keys.find((key) => key.kid === first)!;
    expect(old.status).toBe('revoked');
    expect(old.privateJwk).toBeUndefined();
    expect(publicJwks(revoked).keys.map((key) => key.kid)).toEqual([keyInUse(revoked).kid]);
    expect(() => revokePreviousKeys(revoked, HOUR, { now: later })).toThrow(/no previously used key/);
  });
});

describe('the key file', () => {
  it('is private (0600, in a 0700 folder) while the folders created above it stay reachable', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'elo-keys-'));
    try {
      const file = path.join(root, '.local', 'stack', 'signing-keys.json');
      const set = newKeySet();
      await writeKeySet(file, set);
      expect(readKeySet(file)).toEqual(set);
      const mode = async (target: string) => (await stat(target)).mode & 0o777;
      expect(await mode(file)).toBe(0o600);
      expect(await mode(path.dirname(file))).toBe(0o700);
      // The stack runs PostgreSQL as another user when started as root: it must get through .local.
      expect((await mode(path.join(root, '.local'))) & 0o005).toBe(0o005);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
