import { AuthApiError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { admin, anon, authPost, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';
import type { TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A code for this secret that is not `code` and not valid in the ±1 window around now. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

const claimsOf = (client: TestClient) =>
  client.auth.getSession().then(({ data }) => {
    const token = data.session?.access_token;
    if (!token) throw new Error('no session');
    return decodeJwt(token) as { aal: string; amr: Array<{ method: string }>; session_id: string };
  });

async function signedIn(email: string): Promise<TestClient> {
  const client = anon(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function enrolled(client: TestClient, friendlyName = 'Celular') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** A user with a verified TOTP factor, and the aal2 client that verified it. */
async function userWithFactor(label: string) {
  const email = uniqueEmail(label);
  const userId = await createConfirmedUser(apiUrl, email);
  const client = await signedIn(email);
  const factor = await enrolled(client);
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  expect(error).toBeNull();
  return { email, userId, client, factorId: factor.id, secret: factor.totp.secret };
}

describe('auth: TOTP enrolment (auth.mfa.enroll)', () => {
  it('returns GoTrue’s shape: factor id, secret, otpauth URI and an SVG QR code', async () => {
    const email = uniqueEmail('mfa-enroll');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const factor = await enrolled(client, 'Meu celular');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Meu celular' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('localhost:5173');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(factor.totp.qr_code).toMatch(
      /^data:image\/svg\+xml;utf-8,<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );

    // Unverified: listed under all, not yet a usable TOTP factor; the session stays aal1.
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.all).toEqual([
      expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(factors!.totp).toEqual([]);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses an unknown factor type and a duplicate friendly name', async () => {
    const email = uniqueEmail('mfa-tipo');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const bad = await authPost(
      apiUrl,
      '/factors',
      { factor_type: 'sms' },
      { authorization: `Bearer ${token}` },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+5511999999999' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    await enrolled(client, 'Celular');
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('needs a signed-in user (the anon key is not one)', async () => {
    const { error } = await anon(apiUrl).auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('auth: TOTP challenge and verify', () => {
  it('a correct code verifies the factor and upgrades the session to aal2 with new tokens', async () => {
    const email = uniqueEmail('mfa-ok');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const before = (await client.auth.getSession()).data.session!;
    const factor = await enrolled(client);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const expiresIn = challenge.data!.expires_at - Math.floor(Date.now() / 1000);
    expect(expiresIn).toBeGreaterThan(240);
    expect(expiresIn).toBeLessThanOrEqual(300);

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data!.refresh_token).not.toBe(before.refresh_token);
    expect(verified.data!.access_token).not.toBe(before.access_token);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({
        id: factor.id,
        status: 'verified',
        factor_type: 'totp',
        friendly_name: 'Celular',
      }),
    ]);

    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBe((decodeJwt(before.access_token) as { session_id: string }).session_id);

    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp.map((f) => f.id)).toEqual([factor.id]);

    // A refresh keeps the level.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code with mfa_verification_failed and leaves the session at aal1', async () => {
    const email = uniqueEmail('mfa-errado');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const factor = await enrolled(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const { error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: wrongCode(factor.totp.secret),
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await claimsOf(client)).aal).toBe('aal1');
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.all[0].status).toBe('unverified');
  });

  it('refuses a code that was already used, on a new challenge, and a challenge that was already verified', async () => {
    const { client, factorId, secret } = await userWithFactor('mfa-replay');
    const usedCode = totpCode(secret);
    const first = await client.auth.mfa.challenge({ factorId });
    // The code challengeAndVerify used a moment ago (same 30-second step, or the one before).
    const replay = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: usedCode });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const next = totpCode(secret, 1);
    const ok = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: next });
    expect(ok.error).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: next });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses an unknown challenge and an expired one', async () => {
    const email = uniqueEmail('mfa-desafio');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const factor = await enrolled(client);
    const unknown = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: crypto.randomUUID(),
      code: totpCode(factor.totp.secret),
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    await sql(
      dbUrl,
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challenge!.id],
    );
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('another user’s factor is not found', async () => {
    const { factorId } = await userWithFactor('mfa-dono');
    const email = uniqueEmail('mfa-outro');
    await createConfirmedUser(apiUrl, email);
    const other = await signedIn(email);
    const { error } = await other.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('verifying signs out the user’s other aal1 sessions', async () => {
    const email = uniqueEmail('mfa-sessoes');
    await createConfirmedUser(apiUrl, email);
    const other = await signedIn(email);
    const client = await signedIn(email);
    const factor = await enrolled(client);
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('auth: signing in with a verified factor', () => {
  it('a password sign-in is aal1 with aal2 next; the code lifts it to aal2', async () => {
    const { email, factorId, secret } = await userWithFactor('mfa-entrar');
    const client = await signedIn(email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect(error).toBeNull();
    expect((await claimsOf(client)).aal).toBe('aal2');
  });

  it('enrolling another factor or unenrolling needs aal2', async () => {
    const { email, factorId, secret } = await userWithFactor('mfa-remover');
    const client = await signedIn(email);
    const more = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' });
    expect(more.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const refused = await client.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });

    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) })).error,
    ).toBeNull();
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    // The session it had raised is back at aal1 on its next token, and the user has no factor left.
    const refreshed = await client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token) as {
      aal: string;
      amr: Array<{ method: string }>;
    };
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
    expect(refreshed.data.user!.factors ?? []).toEqual([]);
  });

  it('an unverified factor can be removed at aal1', async () => {
    const email = uniqueEmail('mfa-desistir');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const factor = await enrolled(client);
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });
});

describe('auth: admin factor API (auth.admin.mfa)', () => {
  it('lists a user’s factors and deletes one, lowering the user’s session to aal1', async () => {
    const { userId, factorId, client } = await userWithFactor('mfa-admin');
    const service = admin(apiUrl);
    const listed = await service.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified', factor_type: 'totp' }),
    ]);

    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands back the body it got (the deleted factor) wrapped in its own { data, error }.
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    expect((await service.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);

    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
    const again = await service.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('is for the service role only', async () => {
    const { userId, client } = await userWithFactor('mfa-admin-nao');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${apiUrl}/auth/v1/admin/users/${userId}/factors`, {
      headers: { apikey: 'x', authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('not_admin');
  });
});
