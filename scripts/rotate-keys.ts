import path from 'node:path';
import { loadStackConfig } from '#supabase/local/config.ts';
import { dataDirFrom } from '#supabase/local/production/config.ts';
import {
  KeyRotationError,
  rotateSigningKeys,
  type RotationStep,
  type SigningKeySet,
} from '#supabase/local/signing-keys.ts';
import { fail } from './prod-cli.ts';

/**
 * npm run rotate-keys -- <standby|promote|revoke> [--force] [--dev | --data-dir DIR]
 *
 * Rotates the ES256 keys that sign sessions, in hosted Supabase's three steps, without signing anyone
 * out: `standby` publishes a new key; `promote` (after the JWKS caches, ten minutes, have it) signs with
 * it while the old key keeps verifying; `revoke` (once the old key's tokens have expired, an hour by
 * default) stops accepting the old key. The running stack picks each step up within seconds.
 * --dev works on the development stack's keys instead of the production install's.
 */
const STEPS: RotationStep[] = ['standby', 'promote', 'revoke'];

function describe(set: SigningKeySet): string {
  return set.keys.map((key) => `  ${key.kid}  ${key.status}`).join('\n');
}

try {
  const argv = process.argv.slice(2);
  const step = argv.find((arg) => (STEPS as string[]).includes(arg)) as RotationStep | undefined;
  if (!step) {
    throw new KeyRotationError(
      `Say which step: npm run rotate-keys -- <${STEPS.join('|')}> [--force] [--dev]`,
    );
  }
  const stackConfig = loadStackConfig();
  const file = argv.includes('--dev')
    ? stackConfig.signingKeysFile
    : path.join(dataDirFrom(argv), 'signing-keys.json');
  const set = await rotateSigningKeys(file, step, {
    tokenLifetimeSeconds: stackConfig.auth.jwtExpiry,
    force: argv.includes('--force'),
  });
  console.log(`Signing keys in ${file}:\n${describe(set)}`);
} catch (err) {
  fail(err);
}
