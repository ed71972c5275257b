import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { anon, createConfirmedUser, PASSWORD, uniqueEmail } from './auth-support.ts';

const base = inject('portBase');
const LIMIT = 3;

describe('auth: MFA challenge and verify limits per client IP (a stack of this file’s own)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStackOnFreeBlock(base, [1700, 1750], {
      ELO_AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY: String(LIMIT),
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses the challenge and the verification past the limit with 429 over_request_rate_limit', async () => {
    const email = uniqueEmail('mfa-limite');
    await createConfirmedUser(stack.apiUrl, email);
    const client = anon(stack.apiUrl);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });

    const challenges: string[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const { data, error } = await client.auth.mfa.challenge({ factorId: factor!.id });
      expect(error).toBeNull();
      challenges.push(data!.id);
    }
    const overChallenge = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(overChallenge.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Guessing codes: each wrong one uses up an attempt, then even the right code is refused for a while.
    for (let i = 0; i < LIMIT; i += 1) {
      const wrong = await client.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenges[i],
        code: 'abcdef',
      });
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret) }).generate();
    const over = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenges[0], code });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
