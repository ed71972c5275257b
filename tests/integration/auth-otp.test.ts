import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { anon, createConfirmedUser, pkceClient, sql, uniqueEmail } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');
const APP = 'http://localhost:5173/admin-auth';

async function mailFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

async function onlyMail(email: string, subject: string): Promise<MailMessage> {
  const messages = (await mailFor(email)).filter((m) => m.subject.includes(subject));
  expect(messages).toHaveLength(1);
  return messages[0];
}

const codeIn = (mail: MailMessage): string => /código: (\d{6})/.exec(mail.text)![1];

async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
const amrOf = (token: string) => (decodeJwt(token).amr as Array<{ method: string }>).map((e) => e.method);

describe('auth: signInWithOtp by e-mail (POST /otp)', () => {
  it('mails a confirmed account a pt-BR magic link that signs in once', async () => {
    const email = uniqueEmail('otp-link');
    await createConfirmedUser(apiUrl, email);
    const { data, error } = await anon(apiUrl).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: APP, shouldCreateUser: false },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });

    const mail = await onlyMail(email, 'Seu link de acesso');
    expect(mail.html).toContain('Entrar');
    const link = new URL(mail.actionUrl!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(APP);
    const landing = await follow(mail.actionUrl!);
    expect(`${landing.origin}${landing.pathname}`).toBe(APP);
    const token = fragmentOf(landing).get('access_token')!;
    expect(decodeJwt(token).email).toBe(email);
    expect(amrOf(token)).toEqual(['otp']);
    expect(fragmentOf(await follow(mail.actionUrl!)).get('error_code')).toBe('otp_expired');
  });

  it('the six-digit code in the same e-mail signs in through verifyOtp (type email), once', async () => {
    const email = uniqueEmail('otp-codigo');
    await createConfirmedUser(apiUrl, email);
    expect((await anon(apiUrl).auth.signInWithOtp({ email })).error).toBeNull();
    const code = codeIn(await onlyMail(email, 'Seu link de acesso'));

    const wrong = await anon(apiUrl).auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const verified = await anon(apiUrl).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await anon(apiUrl).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('with shouldCreateUser false, an unknown address answers 422 otp_disabled and nothing is created', async () => {
    const email = uniqueEmail('otp-ninguem');
    const { error } = await anon(apiUrl).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect(await mailFor(email)).toHaveLength(0);
    expect(await sql(dbUrl, 'select 1 from auth.users where email = $1', [email])).toHaveLength(0);
  });

  it('a new address signs up: the confirmation e-mail carries a code that confirms and signs in', async () => {
    const email = uniqueEmail('otp-novo');
    const { error } = await anon(apiUrl).auth.signInWithOtp({
      email,
      options: { data: { full_name: 'Pessoa Nova' } },
    });
    expect(error).toBeNull();
    const mail = await onlyMail(email, 'Confirme seu e-mail');
    expect(new URL(mail.actionUrl!).searchParams.get('type')).toBe('signup');
    expect(new URL(mail.actionUrl!).pathname).toBe('/auth/confirm');
    const verified = await anon(apiUrl).auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata).toMatchObject({
      full_name: 'Pessoa Nova',
      email_verified: true,
    });
  });

  it('PKCE: the magic link lands with a code for exchangeCodeForSession', async () => {
    const email = uniqueEmail('otp-pkce');
    await createConfirmedUser(apiUrl, email);
    const client = pkceClient(apiUrl);
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: APP } })).error).toBeNull();
    const mail = await onlyMail(email, 'Seu link de acesso');
    expect(new URL(mail.actionUrl!).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const landing = await follow(mail.actionUrl!);
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('keeps the e-mail send limits: another magic link within the minimum interval is refused with 429', async () => {
    const email = uniqueEmail('otp-frequencia');
    await createConfirmedUser(apiUrl, email);
    // As if a link had just gone out (the same column GoTrue uses for magic links).
    await sql(dbUrl, 'update auth.users set recovery_sent_at = now() where email = $1', [email]);
    const { error } = await anon(apiUrl).auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailFor(email)).toHaveLength(0);
  });

  it('refuses an invalid address and a phone number (no SMS provider)', async () => {
    const invalid = await anon(apiUrl).auth.signInWithOtp({ email: 'xx:;x@x.x' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const phone = await anon(apiUrl).auth.signInWithOtp({ phone: '+5511999999999' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });
});
