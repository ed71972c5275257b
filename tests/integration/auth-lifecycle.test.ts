import { AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { admin, anon, createConfirmedUser, PASSWORD, pkceClient, sql, uniqueEmail } from './auth-support.ts';
import { confirmLinkOf, verifyLinkOf } from './mailed-links.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');
const APP = 'http://localhost:5173/admin-auth';
const NEW_PASSWORD = 'Outra-senha-456';

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

/** Follows a mailed link as a browser would and returns where the auth service sends it. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
const amrOf = (token: string) =>
  (decodeJwt(token).amr as Array<{ method: string }>).map((entry) => entry.method);

async function signedIn(email: string, password = PASSWORD) {
  const client = anon(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

describe('auth: password recovery', () => {
  it('answers {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ninguem');
    const { data, error } = await anon(apiUrl).auth.resetPasswordForEmail(email, { redirectTo: APP });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailFor(email)).toHaveLength(0);
  });

  it('refuses an address that cannot be valid', async () => {
    const { error } = await anon(apiUrl).auth.resetPasswordForEmail('xx:;x@x', { redirectTo: APP });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('mails a pt-BR link that signs in once (implicit flow), then the password can be changed', async () => {
    const email = uniqueEmail('esqueci');
    await createConfirmedUser(apiUrl, email);
    const { data, error } = await anon(apiUrl).auth.resetPasswordForEmail(email, { redirectTo: APP });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await onlyMail(email, 'Redefina sua senha');
    expect(mail.html).toContain('Redefinir senha');
    // The mailed link goes to the site, which verifies it (tests/integration/auth-confirm-links.test.ts);
    // the auth server's own /verify link for the same token is what is tested here.
    const link = confirmLinkOf(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://localhost:5173/auth/confirm');
    expect(link.type).toBe('recovery');
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/);
    const verifyLink = verifyLinkOf(apiUrl, mail, APP);

    const landing = await follow(verifyLink);
    expect(`${landing.origin}${landing.pathname}`).toBe(APP);
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('recovery');
    const accessToken = fragment.get('access_token')!;
    expect(amrOf(accessToken)).toEqual(['otp']);

    const again = fragmentOf(await follow(verifyLink));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');

    const client = anon(apiUrl);
    const set = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect((await anon(apiUrl).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    await signedIn(email, NEW_PASSWORD);
  });

  it('with PKCE lands with ?code= and the exchanged session carries the recovery AMR', async () => {
    const email = uniqueEmail('pkce-recupera');
    await createConfirmedUser(apiUrl, email);
    const client = pkceClient(apiUrl);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: APP })).error).toBeNull();

    // The recovery is prepared after the answer; the mailbox answers once the mail has left.
    const mail = await onlyMail(email, 'Redefina sua senha');
    const flows = await sql(
      dbUrl,
      "select 1 from auth.flow_state f join auth.users u on u.id = f.user_id where u.email = $1 and f.authentication_method = 'recovery'",
      [email],
    );
    expect(flows).toHaveLength(1);
    expect(confirmLinkOf(mail).tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const landing = await follow(verifyLinkOf(apiUrl, mail, APP));
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(amrOf(exchanged.data.session!.access_token)).toEqual(['recovery']);
    expect(events).toContain('PASSWORD_RECOVERY');

    // The code works once.
    const reused = await pkceClient(apiUrl).auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    await signedIn(email, NEW_PASSWORD);
  });

  it('refuses an expired link with otp_expired', async () => {
    const email = uniqueEmail('expirado');
    await createConfirmedUser(apiUrl, email);
    await anon(apiUrl).auth.resetPasswordForEmail(email, { redirectTo: APP });
    const mail = await onlyMail(email, 'Redefina sua senha');
    await sql(dbUrl, "update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1", [
      email,
    ]);
    const landing = await follow(verifyLinkOf(apiUrl, mail, APP));
    expect(fragmentOf(landing).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(landing).get('access_token')).toBeNull();
  });

  it('accepts the mailed six-digit code through verifyOtp, once', async () => {
    const email = uniqueEmail('codigo');
    await createConfirmedUser(apiUrl, email);
    await anon(apiUrl).auth.resetPasswordForEmail(email, { redirectTo: APP });
    const mail = await onlyMail(email, 'Redefina sua senha');
    const code = /código: (\d{6})/.exec(mail.text)![1];
    const client = anon(apiUrl);
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await anon(apiUrl).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });
});

describe("auth: updating one's own account", () => {
  it('needs a session', async () => {
    const { error } = await anon(apiUrl).auth.updateUser({ data: { full_name: 'X' } });
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    const res = await fetch(`${apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: LOCAL_ANON_KEY,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ data: { full_name: 'X' } }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('merges user_metadata, removes keys set to null, and keeps the size cap', async () => {
    const email = uniqueEmail('perfil');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const { data, error } = await client.auth.updateUser({ data: { city: 'Recife' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Pessoa de Teste', city: 'Recife' });
    const removed = await client.auth.updateUser({ data: { city: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('city');
    const big = await client.auth.updateUser({ data: { bio: 'x'.repeat(9000) } });
    expect(big.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const refused = await client.auth.updateUser({
      data: {},
      ...{ app_metadata: { role: 'admin' } },
    } as never);
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('a new password signs out the other sessions', async () => {
    const email = uniqueEmail('senha');
    await createConfirmedUser(apiUrl, email);
    const other = await signedIn(email);
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
    const client = await signedIn(email);
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const refreshed = await anon(apiUrl).auth.refreshSession({ refresh_token: otherRefresh });
    expect(refreshed.error).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('refuses an address that belongs to someone else with email_exists', async () => {
    const taken = uniqueEmail('ocupado');
    await createConfirmedUser(apiUrl, taken);
    const email = uniqueEmail('troca');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const { error } = await client.auth.updateUser({ email: taken.toUpperCase() });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(await mailFor(taken)).toHaveLength(0);
  });

  it('changes the e-mail only after both the current and the new address confirm', async () => {
    const email = uniqueEmail('atual');
    const next = uniqueEmail('novo');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: APP });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const toCurrent = await onlyMail(email, 'Confirme a troca de e-mail');
    const toNew = await onlyMail(next, 'Confirme a troca de e-mail');
    expect(new URL(toCurrent.actionUrl!).searchParams.get('type')).toBe('email_change');

    const first = await follow(toNew.actionUrl!);
    expect(fragmentOf(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await client.auth.refreshSession()).data.user?.email).toBe(email);

    const second = await follow(toCurrent.actionUrl!);
    expect(`${second.origin}${second.pathname}`).toBe(APP);
    expect(fragmentOf(second).get('type')).toBe('email_change');
    expect(fragmentOf(second).get('access_token')).toBeTruthy();

    const after = await client.auth.refreshSession();
    expect(after.data.user?.email).toBe(next);
    expect(after.data.user?.new_email).toBeUndefined();
    expect(after.data.user?.identities?.[0].identity_data).toMatchObject({
      email: next,
      email_verified: true,
    });
    await signedIn(next);
    expect((await anon(apiUrl).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    // Both links are spent.
    expect(fragmentOf(await follow(toCurrent.actionUrl!)).get('error_code')).toBe('otp_expired');
  });
});

describe('auth: resending pending links', () => {
  const backdate = (column: string, email: string) =>
    sql(dbUrl, `update auth.users set ${column} = now() - interval '1 minute' where email = $1`, [email]);

  it('resends the sign-up confirmation: the new link works and the old one no longer does', async () => {
    const email = uniqueEmail('reenvio');
    const signUp = await anon(apiUrl).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP },
    });
    expect(signUp.error).toBeNull();
    const tooSoon = await anon(apiUrl).auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await backdate('confirmation_sent_at', email);
    const { data, error } = await anon(apiUrl).auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const [latest, first] = await mailFor(email);
    expect(latest.actionUrl).not.toBe(first.actionUrl);
    expect(fragmentOf(await follow(verifyLinkOf(apiUrl, first, APP))).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(await follow(verifyLinkOf(apiUrl, latest, APP))).get('type')).toBe('signup');
    // Nothing is pending any more: {} and no new message.
    expect((await anon(apiUrl).auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailFor(email)).toHaveLength(2);
  });

  it('answers {} for an unknown address and refuses other types', async () => {
    const email = uniqueEmail('sem-conta');
    expect((await anon(apiUrl).auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await anon(apiUrl).auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await mailFor(email)).toHaveLength(0);
    const wrong = await anon(apiUrl).auth.resend({ type: 'recovery', email } as never);
    expect(wrong.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('resends both e-mail change links, replacing the previous ones', async () => {
    const email = uniqueEmail('troca-de-novo');
    const next = uniqueEmail('destino');
    await createConfirmedUser(apiUrl, email);
    const client = await signedIn(email);
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: APP })).error).toBeNull();
    const oldNew = await onlyMail(next, 'Confirme a troca de e-mail');
    await backdate('email_change_sent_at', email);
    expect((await anon(apiUrl).auth.resend({ type: 'email_change', email })).error).toBeNull();
    const [toNew] = await mailFor(next);
    const [toCurrent] = await mailFor(email);
    expect(toNew.actionUrl).not.toBe(oldNew.actionUrl);
    expect(fragmentOf(await follow(oldNew.actionUrl!)).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(await follow(toNew.actionUrl!)).get('message')).toBeTruthy();
    expect(fragmentOf(await follow(toCurrent.actionUrl!)).get('type')).toBe('email_change');
    await signedIn(next);
  });
});

describe('auth: inviting a colleague', () => {
  it('creates the account, mails a pt-BR invite that signs in once, then the invitee sets a password', async () => {
    const email = uniqueEmail('convidada');
    const { data, error } = await admin(apiUrl).auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Colega Nova' },
      redirectTo: APP,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Colega Nova' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await onlyMail(email, 'Você foi convidado');
    expect(mail.html).toContain('Aceitar convite');
    expect(confirmLinkOf(mail).type).toBe('invite');
    const inviteLink = verifyLinkOf(apiUrl, mail, APP);
    const landing = await follow(inviteLink);
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('invite');
    expect(fragmentOf(await follow(inviteLink)).get('error_code')).toBe('otp_expired');

    const client = anon(apiUrl);
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const signIn = await signedIn(email, NEW_PASSWORD);
    expect((await signIn.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();
  });

  it('needs the service role and refuses a confirmed address with email_exists', async () => {
    const email = uniqueEmail('ja-membro');
    await createConfirmedUser(apiUrl, email);
    const taken = await admin(apiUrl).auth.admin.inviteUserByEmail(email);
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const asAnon = await anon(apiUrl).auth.admin.inviteUserByEmail(uniqueEmail('intruso'));
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('auth: admin generate_link', () => {
  it('returns a recovery link, its code and hash, without mailing anything', async () => {
    const email = uniqueEmail('gerado');
    await createConfirmedUser(apiUrl, email);
    const { data, error } = await admin(apiUrl).auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: APP });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    const link = new URL(data.properties!.action_link);
    expect(link.searchParams.get('token')).toBe(data.properties?.hashed_token);
    expect(await mailFor(email)).toHaveLength(0);
    expect(fragmentOf(await follow(data.properties!.action_link)).get('type')).toBe('recovery');
  });

  it('creates an invited user and an e-mail change link for the new address', async () => {
    const email = uniqueEmail('gerado-convite');
    const invited = await admin(apiUrl).auth.admin.generateLink({ type: 'invite', email });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    expect(fragmentOf(await follow(invited.data.properties!.action_link)).get('type')).toBe('invite');

    const next = uniqueEmail('gerado-novo');
    const change = await admin(apiUrl).auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: next,
    });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(next);
    await follow(change.data.properties!.action_link);
    const rows = await sql<{ email: string }>(dbUrl, 'select email from auth.users where id = $1', [
      invited.data.user!.id,
    ]);
    expect(rows[0].email).toBe(next);
  });

  it('answers user_not_found for recovery of an unknown address and email_exists for a taken one', async () => {
    const missing = await admin(apiUrl).auth.admin.generateLink({
      type: 'recovery',
      email: uniqueEmail('nada'),
    });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const email = uniqueEmail('ja-existe');
    await createConfirmedUser(apiUrl, email);
    const taken = await admin(apiUrl).auth.admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});
