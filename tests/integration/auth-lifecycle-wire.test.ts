import { describe, expect, inject, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { admin, anon, PASSWORD, uniqueEmail } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const INVALID_FORMAT = {
  status: 400,
  code: 'validation_failed',
  message: 'Unable to validate email address: invalid format',
};

describe('auth: GoTrue wire details', () => {
  it.each(['xx:;x@x.x', 'a b@x.com', 'ana@-x.com', 'ana@x..com', 'ana@x_y.com', '"ana"@x.com'])(
    'refuses %s at sign-up and in admin createUser',
    async (email) => {
      const signUp = await anon(apiUrl).auth.signUp({ email, password: PASSWORD });
      expect(signUp.error).toMatchObject(INVALID_FORMAT);
      const created = await admin(apiUrl).auth.admin.createUser({ email, password: PASSWORD });
      expect(created.error).toMatchObject(INVALID_FORMAT);
    },
  );

  it('still accepts ordinary addresses with tags, dots and hyphens', async () => {
    const email = `ana.maria+equipe-${uniqueEmail('x').split('@')[0]}@sub-dominio.example.com.br`;
    const created = await admin(apiUrl).auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
  });

  it.each(['-1', 'abc', '1.5'])('refuses page=%s on the admin user list with 400', async (page) => {
    const res = await fetch(`${apiUrl}/auth/v1/admin/users?page=${page}`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const listed = await admin(apiUrl).auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
  });

  it('answers an unknown route with 404 in GoTrue error shape', async () => {
    const res = await fetch(`${apiUrl}/auth/v1/no-such-route`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-sb-error-code')).toBe('not_found');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 404, error_code: 'not_found', msg: 'Path not found' });
    expect(body).not.toHaveProperty('statusCode');
  });
});
