import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { anon, PASSWORD, pkceClient, sql, uniqueEmail } from './auth-support.ts';
import { confirmLinkOf, verifyLinkOf } from './mailed-links.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');

async function mailFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

describe('auth: sign-up with e-mail confirmation', () => {
  it('refuses a 5-character password as weak_password', async () => {
    const { data, error } = await anon(apiUrl).auth.signUp({
      email: uniqueEmail('fraca'),
      password: 'abcde',
    });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('gives no session until the mailbox link is followed, then password sign-in works', async () => {
    const email = uniqueEmail('cadastro');
    const client = anon(apiUrl);

    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Nova Admin' }, emailRedirectTo: 'http://localhost:5173/admin-auth' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, user_metadata: { full_name: 'Nova Admin' } });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();

    const early = await anon(apiUrl).auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.data.session).toBeNull();
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const messages = await mailFor(email);
    expect(messages).toHaveLength(1);
    const mailed = messages[0].actionUrl!;
    expect(messages[0].subject).toContain('Confirme seu e-mail');
    expect(mailed.startsWith('http://localhost:5173/auth/confirm?')).toBe(true);
    expect(confirmLinkOf(messages[0]).type).toBe('signup');
    // The auth server's own /verify link for the same token (the site's route is tested on its own).
    const link = verifyLinkOf(apiUrl, messages[0], 'http://localhost:5173/admin-auth');

    // The mailbox page lists the message with the link clickable.
    const page = await (await fetch(`${mailboxUrl}/`)).text();
    expect(page).toContain('lang="pt-BR"');
    expect(page).toContain(email);
    expect(page).toContain(`href="${mailed.replace(/&/g, '&amp;')}"`);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const landing = new URL(followed.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:5173/admin-auth');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('signup');

    const confirmed = await sql<{ email_confirmed_at: Date | null }>(
      dbUrl,
      'select email_confirmed_at from auth.users where email = $1',
      [email],
    );
    expect(confirmed[0].email_confirmed_at).not.toBeNull();

    const signIn = await anon(apiUrl).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toMatchObject({ full_name: 'Nova Admin', email_verified: true });

    // A link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it('sends PKCE sign-ups back with a code the client exchanges for a session', async () => {
    const email = uniqueEmail('pkce');
    const client = pkceClient(apiUrl);

    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/admin-auth' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();

    const [message] = await mailFor(email);
    const followed = await fetch(verifyLinkOf(apiUrl, message, 'http://localhost:5173/admin-auth'), {
      redirect: 'manual',
    });
    const code = new URL(followed.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('mails a link to the site whatever emailRedirectTo asks for', async () => {
    const email = uniqueEmail('desvio');
    await anon(apiUrl).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.net/roubo' },
    });
    const [message] = await mailFor(email);
    const link = new URL(message.actionUrl!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/auth/confirm');
    expect(message.html).not.toContain('evil.example.net');
  });
});
