import { createClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '#shared/database.types.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { anon, authPost, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';

const base = inject('portBase');
const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };
const EMAIL_LIMITED = { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' };

/** A stack of this file's own with some limits lowered (the suite's stack has them raised). */
function stackWith(offsets: number[], limits: Record<string, number>): Promise<TestStack> {
  const env = Object.fromEntries(
    Object.entries(limits).map(([key, value]) => [`ELO_AUTH_RATE_LIMIT_${key}`, String(value)]),
  );
  return startStackOnFreeBlock(base, offsets, env);
}

describe('auth: request rate limits per client IP', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await stackWith([1500, 1550], { SIGN_IN_SIGN_UPS: 4, TOKEN_REFRESH: 3, TOKEN_VERIFICATIONS: 2 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('limits token refreshes (token_refresh)', async () => {
    const email = uniqueEmail('refresh');
    await createConfirmedUser(stack.apiUrl, email);
    const signIn = await anon(stack.apiUrl).auth.signInWithPassword({ email, password: PASSWORD }); // 1 of 4
    expect(signIn.error).toBeNull();
    let refreshToken = signIn.data.session!.refresh_token;
    for (let i = 0; i < 3; i += 1) {
      const refreshed = await authPost(stack.apiUrl, '/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(200);
      refreshToken = String(refreshed.body.refresh_token);
    }
    const over = await authPost(stack.apiUrl, '/token?grant_type=refresh_token', {
      refresh_token: refreshToken,
    });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ ...RATE_LIMITED, error_code: RATE_LIMITED.code });
  });

  it('limits sign-ins and sign-ups together (sign_in_sign_ups), answering auth-js a 429 it maps', async () => {
    const email = uniqueEmail('entradas');
    await createConfirmedUser(stack.apiUrl, email);
    const client = anon(stack.apiUrl);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull(); // 2
    expect(
      (await client.auth.signUp({ email: uniqueEmail('cadastro'), password: PASSWORD })).error,
    ).toBeNull(); // 3
    const wrong = await client.auth.signInWithPassword({ email, password: 'senha-errada' }); // 4
    expect(wrong.error?.code).toBe('invalid_credentials');

    const refused = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe(RATE_LIMITED.code);
    expect(refused.error?.message).toBe(RATE_LIMITED.message);
    expect(refused.data.session).toBeNull();
    const signup = await authPost(stack.apiUrl, '/signup', {
      email: uniqueEmail('cadastro'),
      password: PASSWORD,
    });
    expect(signup.status).toBe(429);
    expect(signup.body).toMatchObject(RATE_LIMITED);
  });

  it('limits verifications (token_verifications) on POST and GET /verify', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await authPost(stack.apiUrl, '/verify', { type: 'signup', token: `falso-${i}` });
      expect(answer.status).toBe(403);
    }
    const post = await authPost(stack.apiUrl, '/verify', { type: 'signup', token: 'falso-3' });
    expect(post.status).toBe(429);
    expect(post.body).toMatchObject(RATE_LIMITED);
    const get = await fetch(`${stack.apiUrl}/auth/v1/verify?type=signup&token=falso-4`, {
      redirect: 'manual',
    });
    expect(get.status).toBe(429);
    expect(await get.json()).toMatchObject({ error_code: RATE_LIMITED.code, msg: RATE_LIMITED.message });
  });
});

describe('auth: e-mail rate limits, and the newsletter limit in the database', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await stackWith([1600, 1650], { EMAIL_SENT: 3, EMAIL_SENT_PER_ADDRESS: 2 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const mailFor = async (email: string): Promise<MailMessage[]> =>
    (await fetch(`${stack.mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`)).json() as Promise<
      MailMessage[]
    >;

  it('sends one address at most email_sent_per_address confirmations an hour', async () => {
    const email = uniqueEmail('caixa');
    for (let i = 0; i < 2; i += 1) {
      expect((await anon(stack.apiUrl).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    }
    const third = await anon(stack.apiUrl).auth.signUp({ email, password: PASSWORD });
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe(EMAIL_LIMITED.code);
    expect(third.error?.message).toBe(EMAIL_LIMITED.message);
    expect(await mailFor(email)).toHaveLength(2);
  });

  it('sends at most email_sent e-mails an hour overall, creating no account past it', async () => {
    const third = uniqueEmail('terceira');
    expect((await anon(stack.apiUrl).auth.signUp({ email: third, password: PASSWORD })).error).toBeNull();
    const fourth = uniqueEmail('quarta');
    const refused = await authPost(stack.apiUrl, '/signup', { email: fourth, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(EMAIL_LIMITED);
    expect(await mailFor(fourth)).toHaveLength(0);
    expect(await sql(stack.dbUrl, 'select 1 from auth.users where email = $1', [fourth])).toHaveLength(0);
  });

  /**
   * A visitor connecting from its own loopback address (the whole 127.0.0.0/8 is this machine), who
   * also claims another address in X-Forwarded-For: the gateway must count the real one.
   */
  const visitor = (ip: string) => {
    const dispatcher = new Agent({ localAddress: ip });
    const fromAddress = ((input: RequestInfo | URL, init?: RequestInit) =>
      undiciFetch(input as Parameters<typeof undiciFetch>[0], {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher,
      })) as unknown as typeof fetch;
    return createClient<Database>(stack.apiUrl, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: fromAddress,
        headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
      },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  };
  const subscribe = (ip: string, label: string) =>
    visitor(ip).rpc('subscribe_newsletter', { _email: uniqueEmail(label), _source: 'newsletter-page' });

  it('limits newsletter sign-ups per client address (not the address a client claims) and overall, with a pt-BR message', async () => {
    for (let i = 0; i < 10; i += 1) expect((await subscribe('127.0.0.7', 'leitor')).error).toBeNull();
    // Refused input is not counted, and does not turn into a rate-limit answer.
    const invalid = await visitor('127.0.0.7').rpc('subscribe_newsletter', { _email: 'sem-arroba' });
    expect(invalid.error?.code).toBe('22023');

    const limited = await subscribe('127.0.0.7', 'leitor');
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe('PT429');
    expect(limited.error?.message).toBe('Muitas inscrições em pouco tempo. Tente novamente mais tarde.');
    expect(
      await sql(stack.dbUrl, "select 1 from public.newsletter_subscribers where email like 'leitor-%'"),
    ).toHaveLength(10);

    expect((await subscribe('127.0.0.20', 'vizinho')).error).toBeNull();
    await sql(stack.dbUrl, 'update private.newsletter_rate_limits set global_per_hour = 12');
    expect((await subscribe('127.0.0.21', 'outro')).error).toBeNull();
    const ceiling = await subscribe('127.0.0.22', 'outro');
    expect(ceiling.status).toBe(429);
    expect(ceiling.error?.code).toBe('PT429');
  });
});
