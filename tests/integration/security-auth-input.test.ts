import { describe, expect, inject, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { admin, anon, authPost, createConfirmedUser, PASSWORD, uniqueEmail } from './auth-support.ts';

const apiUrl = inject('apiUrl');

/** Quadratic for a backtracking e-mail pattern: every '.' restarts the domain match. */
const adversarialEmail = (pairs: number) => `x@${'a.'.repeat(pairs)}@`;
const TOO_LONG = 'An email address is too long';
const INVALID_FORMAT = 'Unable to validate email address: invalid format';
const adminHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

describe('auth: e-mail addresses are validated with a length cap and a linear check', () => {
  it('refuses a 64 KB adversarial address for its length while a concurrent request is served', async () => {
    const [signup, health, created] = await Promise.all([
      authPost(apiUrl, '/signup', { email: adversarialEmail(32_768), password: PASSWORD }),
      fetch(`${apiUrl}/auth/v1/health`),
      authPost(apiUrl, '/admin/users', { email: adversarialEmail(32_768), password: PASSWORD }, adminHeaders),
    ]);
    expect(health.status).toBe(200);
    for (const answer of [signup, created]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: TOO_LONG });
    }
  });

  it('refuses an address just past 254 characters and in an admin update too', async () => {
    const long = `${'a'.repeat(250)}@x.com`;
    const signup = await anon(apiUrl).auth.signUp({ email: long, password: PASSWORD });
    expect(signup.error?.code).toBe('validation_failed');
    expect(signup.error?.message).toBe(TOO_LONG);

    const id = await createConfirmedUser(apiUrl, uniqueEmail('limite'));
    const updated = await admin(apiUrl).auth.admin.updateUserById(id, { email: adversarialEmail(20_000) });
    expect(updated.error?.status).toBe(400);
    expect(updated.error?.message).toBe(TOO_LONG);
  });

  it('keeps the same format rule for short input', async () => {
    for (const email of [
      adversarialEmail(100),
      'sem-arroba',
      'a@b',
      'a b@c.com.br',
      'a@b@c.com.br',
      'a@.com',
      'a@b.',
    ]) {
      const answer = await authPost(apiUrl, '/signup', { email, password: PASSWORD });
      expect(answer.status, email).toBe(400);
      expect(answer.body.message, email).toBe(INVALID_FORMAT);
    }
    const email = `  Pessoa.${uniqueEmail('formato').toUpperCase()}  `;
    const ok = await anon(apiUrl).auth.signUp({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email.trim().toLowerCase());
  });
});

describe('auth: user metadata size is capped', () => {
  const big = { bio: 'x'.repeat(20_000) };

  it('refuses oversized sign-up data', async () => {
    const email = uniqueEmail('metadados');
    const { error } = await anon(apiUrl).auth.signUp({ email, password: PASSWORD, options: { data: big } });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toMatch(/data is too large/);
    const small = await anon(apiUrl).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Pessoa de Teste' } },
    });
    expect(small.error).toBeNull();
  });

  it('refuses oversized metadata through the admin API', async () => {
    const created = await admin(apiUrl).auth.admin.createUser({
      email: uniqueEmail('admin-metadados'),
      password: PASSWORD,
      user_metadata: big,
    });
    expect(created.error?.status).toBe(400);
    expect(created.error?.message).toMatch(/user_metadata is too large/);

    const id = await createConfirmedUser(apiUrl, uniqueEmail('admin-metadados'));
    const updated = await admin(apiUrl).auth.admin.updateUserById(id, { app_metadata: big });
    expect(updated.error?.status).toBe(400);
    expect(updated.error?.message).toMatch(/app_metadata is too large/);
  });

  it('refuses a request body over 1 MB as GoTrue does', async () => {
    const answer = await authPost(apiUrl, '/signup', {
      email: uniqueEmail('corpo'),
      password: PASSWORD,
      data: { blob: 'x'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('request_entity_too_large');
  });
});
