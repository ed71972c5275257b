import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { clientAs, signUserJwt } from '../helpers/supabase.ts';
import { admin, anon, authPost, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');

describe('auth: password sign-in', () => {
  it('signs a confirmed user in with a GoTrue session, user object and access token', async () => {
    const email = uniqueEmail('senha');
    const userId = await createConfirmedUser(apiUrl, email);
    const client = anon(apiUrl);

    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });

    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session.user).toMatchObject({
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Pessoa de Teste', email_verified: true },
      is_anonymous: false,
    });
    expect(session.user.identities?.[0]).toMatchObject({ id: userId, user_id: userId, provider: 'email' });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${apiUrl}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp).toBe(session.expires_at);
    expect((claims.amr as Array<{ method: string }>)[0].method).toBe('password');
    const sessions = await sql(dbUrl, 'select user_id from auth.sessions where id = $1', [claims.session_id]);
    expect(sessions).toEqual([{ user_id: userId }]);

    const fetched = await client.auth.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user?.id).toBe(userId);
  });

  it('verifies the pgcrypto bcrypt hash of the seeded demo admin', async () => {
    const { data, error } = await anon(apiUrl).auth.signInWithPassword(DEMO_ADMIN);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(DEMO_ADMIN.email);
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const email = uniqueEmail('errada');
    await createConfirmedUser(apiUrl, email);

    const { data, error } = await anon(apiUrl).auth.signInWithPassword({ email, password: 'outra-senha-1' });

    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('answers errors in the 2024 shape with the API version header', async () => {
    const res = await authPost(apiUrl, '/token?grant_type=password', {
      email: uniqueEmail('ninguem'),
      password: 'qualquer-1',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.body).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });
});

describe('auth: refresh tokens', () => {
  it('rotates refresh tokens and refuses an old one reused outside the reuse interval', async () => {
    const email = uniqueEmail('rotacao');
    await createConfirmedUser(apiUrl, email);
    const client = anon(apiUrl);
    const first = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;

    const second = (await client.auth.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    // The parent of the active token (a client that lost the answer) gets the active one back.
    const retried = await authPost(apiUrl, '/token?grant_type=refresh_token', {
      refresh_token: first.refresh_token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(second.refresh_token);

    const third = (await client.auth.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The first token is now two generations old; move its revocation outside the reuse interval.
    await sql(
      dbUrl,
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [first.refresh_token],
    );
    const reused = await anon(apiUrl).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // Reuse revokes the whole family: even the newest token is dead now.
    const newest = await anon(apiUrl).auth.refreshSession({ refresh_token: third.refresh_token });
    expect(newest.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('honours a revoked token again only inside the reuse interval', async () => {
    const email = uniqueEmail('intervalo');
    await createConfirmedUser(apiUrl, email);
    const client = anon(apiUrl);
    const first = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    await client.auth.refreshSession();
    await client.auth.refreshSession();

    // Two generations old but revoked a moment ago: a concurrent refresh, answered with a new token.
    const concurrent = await anon(apiUrl).auth.refreshSession({ refresh_token: first.refresh_token });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await anon(apiUrl).auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('auth: sign-out', () => {
  it('global sign-out makes the old refresh token useless and leaves other clients signed out', async () => {
    const email = uniqueEmail('saida');
    await createConfirmedUser(apiUrl, email);
    const laptop = anon(apiUrl);
    const phone = anon(apiUrl);
    await laptop.auth.signInWithPassword({ email, password: PASSWORD });
    const phoneSession = (await phone.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;

    const out = await laptop.auth.signOut({ scope: 'global' });
    expect(out.error).toBeNull();

    const refreshed = await anon(apiUrl).auth.refreshSession({ refresh_token: phoneSession.refresh_token });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).toBeInstanceOf(AuthApiError);

    // The phone still holds its access token; the server no longer knows its session.
    const user = await phone.auth.getUser();
    expect(user.data.user).toBeNull();
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
    expect((await phone.auth.getSession()).data.session).toBeNull();
  });

  it('local sign-out ends only that session; others ends all but the current one', async () => {
    const email = uniqueEmail('escopo');
    await createConfirmedUser(apiUrl, email);
    const a = anon(apiUrl);
    const b = anon(apiUrl);
    const c = anon(apiUrl);
    for (const client of [a, b, c]) await client.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await b.auth.getUser()).data.user?.email).toBe(email);

    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await b.auth.getUser()).data.user?.email).toBe(email);
    expect((await c.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
  });
});

describe('auth: tokens and the database', () => {
  it('issues tokens PostgREST accepts, with auth.uid() equal to the user', async () => {
    const email = uniqueEmail('rls');
    const userId = await createConfirmedUser(apiUrl, email);
    const client = anon(apiUrl);
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    // RLS sees the same user: the own-roles policy (user_id = auth.uid()) returns exactly this row.
    await sql(dbUrl, `insert into public.user_roles (user_id, role) values ($1, 'user')`, [userId]);
    const own = await client.from('user_roles').select('user_id, role');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ user_id: userId, role: 'user' }]);
  });

  it('keeps e-mail accounts out of the members: tracking is for LinkedIn sign-ins only', async () => {
    const email = uniqueEmail('not-member');
    const userId = await createConfirmedUser(apiUrl, email);
    const client = anon(apiUrl);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await client.rpc('track_user_login_with_profile', {
      provider_name: 'linkedin_oidc',
      linkedin_id: 'forged',
      full_name: 'Conta de E-mail',
      email,
      avatar_url: 'https://example.com/a.jpg',
      profile_data: {},
    });
    expect(error?.code).toBe('42501');
    expect(await sql(dbUrl, 'select id from public.members where id = $1', [userId])).toEqual([]);
  });
});

describe('auth: service description', () => {
  it('answers /health and /settings like GoTrue', async () => {
    const health = await fetch(`${apiUrl}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await settings.json()).toMatchObject({
      external: { email: true, linkedin_oidc: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });
});

describe('auth: admin API', () => {
  it('lets the service role create, read, update, list and delete users', async () => {
    const service = admin(apiUrl);
    const email = uniqueEmail('admin-api');
    const created = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { plano: 'teste' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.app_metadata).toMatchObject({
      provider: 'email',
      providers: ['email'],
      plano: 'teste',
    });

    const fetched = await service.auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await service.auth.admin.updateUserById(id, { user_metadata: { apelido: 'Teste' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ apelido: 'Teste' });

    const listed = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);

    expect((await service.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await service.auth.admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });

  it('refuses anon and user tokens on the admin endpoints', async () => {
    const byAnon = await anon(apiUrl).auth.admin.listUsers();
    expect(byAnon.error).toMatchObject({ status: 403, code: 'not_admin' });

    const email = uniqueEmail('nao-admin');
    const userId = await createConfirmedUser(apiUrl, email);
    const asUser = clientAs(apiUrl, await signUserJwt(userId, email));
    const byUser = await asUser.auth.admin.createUser({ email: uniqueEmail('intruso'), password: PASSWORD });
    expect(byUser.error).toMatchObject({ status: 403, code: 'not_admin' });

    const bare = await fetch(`${apiUrl}/auth/v1/admin/users`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(bare.status).toBe(401);
  });
});
