import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { describeAuthError } from '#shared/authMessages.ts';
import { REPO_ROOT } from '#supabase/local/config.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { admin, anon, createConfirmedUser, PASSWORD, pkceClient, sql, uniqueEmail } from './auth-support.ts';
import { fragmentOf, openOnSite, printedConfirmLink } from './mailed-links.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');
const portBase = inject('portBase');
const SITE = 'http://localhost:5173';

async function onlyMail(email: string, subject: string): Promise<MailMessage> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  const messages = ((await res.json()) as MailMessage[]).filter((m) => m.subject.includes(subject));
  expect(messages).toHaveLength(1);
  return messages[0];
}

/** The user a landing's session belongs to, as the back-office asks once it has set the session. */
async function userOf(landing: URL): Promise<{ email?: string } | null> {
  const { data } = await anon(apiUrl).auth.getUser(fragmentOf(landing).get('access_token') ?? '');
  return data.user;
}

describe('e-mailed links verified by the site (/auth/confirm), in any browser', () => {
  it('a recovery asked for in one browser opens in another and signs in once', async () => {
    const email = uniqueEmail('outro-navegador');
    await createConfirmedUser(apiUrl, email);
    // Asked from the back-office's PKCE client, whose verifier stays in that browser.
    const asking = pkceClient(apiUrl);
    expect(
      (await asking.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/admin-auth` })).error,
    ).toBeNull();
    const mail = await onlyMail(email, 'Redefina sua senha');
    const link = new URL(mail.actionUrl!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('recovery');

    const landing = await openOnSite(apiUrl, link.href);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/admin-auth/nova-senha`);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    expect((await userOf(landing))?.email).toBe(email);

    // The new password can be set with that session, from the other browser.
    const other = anon(apiUrl);
    await other.auth.setSession({
      access_token: fragmentOf(landing).get('access_token')!,
      refresh_token: fragmentOf(landing).get('refresh_token')!,
    });
    expect((await other.auth.updateUser({ password: 'Nova-senha-789' })).error).toBeNull();
    expect(
      (await anon(apiUrl).auth.signInWithPassword({ email, password: 'Nova-senha-789' })).error,
    ).toBeNull();

    // Used: the same page says so in pt-BR, with a way to ask for a new one.
    const again = await openOnSite(apiUrl, link.href);
    expect(again.pathname).toBe('/admin-auth/nova-senha');
    expect(fragmentOf(again).get('access_token')).toBeNull();
    expect(fragmentOf(again).get('error_code')).toBe('otp_expired');
    expect(describeAuthError({ code: 'otp_expired', __isAuthError: true })).toBe(
      'Este link expirou ou já foi usado. Peça um novo link.',
    );
  });

  it('an expired recovery link lands with otp_expired and no session', async () => {
    const email = uniqueEmail('link-velho');
    await createConfirmedUser(apiUrl, email);
    await anon(apiUrl).auth.resetPasswordForEmail(email);
    const mail = await onlyMail(email, 'Redefina sua senha');
    await sql(dbUrl, "update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1", [
      email,
    ]);
    const landing = await openOnSite(apiUrl, mail.actionUrl!);
    expect(fragmentOf(landing).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(landing).get('access_token')).toBeNull();
  });

  it('an invite lands on the invite page signed in, once', async () => {
    const email = uniqueEmail('convite-site');
    expect((await admin(apiUrl).auth.admin.inviteUserByEmail(email)).error).toBeNull();
    const mail = await onlyMail(email, 'Você foi convidado');
    const landing = await openOnSite(apiUrl, mail.actionUrl!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/admin-auth/convite`);
    expect((await userOf(landing))?.email).toBe(email);
    expect(fragmentOf(await openOnSite(apiUrl, mail.actionUrl!)).get('error_code')).toBe('otp_expired');
  });

  it('a sign-up confirmation confirms the address in any browser and leaves no session behind', async () => {
    const email = uniqueEmail('confirma-site');
    const signUp = await pkceClient(apiUrl).auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const mail = await onlyMail(email, 'Confirme seu e-mail');
    const landing = await openOnSite(apiUrl, mail.actionUrl!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/admin-auth/email-confirmado`);
    expect(fragmentOf(landing).get('confirmed')).toBe('1');
    expect(fragmentOf(landing).get('access_token')).toBeNull();
    const [row] = await sql<{ confirmed: boolean; sessions: string }>(
      dbUrl,
      `select u.email_confirmed_at is not null as confirmed,
              (select count(*) from auth.sessions s where s.user_id = u.id) as sessions
         from auth.users u where u.email = $1`,
      [email],
    );
    expect(row).toEqual({ confirmed: true, sessions: '0' });
  });

  it('a link without a token or with an unknown type says it is invalid', async () => {
    for (const query of ['type=recovery', 'token_hash=abc&type=magiclink', 'token_hash=abc&type=recovery']) {
      const landing = await openOnSite(apiUrl, `${SITE}/auth/confirm?${query}`);
      expect(landing.pathname).toBe('/admin-auth/nova-senha');
      expect(fragmentOf(landing).get('error_code')).toBe('otp_expired');
    }
  });
});

/** npm run admin:invite against this run's stack (development configuration on its ports). */
function adminInvite(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'admin-invite.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ELO_PORT_BASE: String(portBase), ELO_DATA_DIR: '', PORT: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run admin:invite', () => {
  it('without SMTP prints a one-time link that makes a new address an admin', async () => {
    const email = uniqueEmail('nova-admin-cli');
    const run = adminInvite([email]);
    expect(run.code, run.output).toBe(0);
    const link = printedConfirmLink(run.output);
    expect(link, run.output).toBeDefined();
    expect(new URL(link!).searchParams.get('type')).toBe('invite');
    const landing = await openOnSite(apiUrl, link!);
    expect(landing.pathname).toBe('/admin-auth/convite');
    expect((await userOf(landing))?.email).toBe(email);
    const roles = await sql(
      dbUrl,
      `select r.role from public.user_roles r join auth.users u on u.id = r.user_id where u.email = $1`,
      [email],
    );
    expect(roles).toEqual([{ role: 'admin' }]);
  });

  it('gives an existing account a password-reset link, and a new link voids the previous one', async () => {
    const email = uniqueEmail('senha-perdida-cli');
    await createConfirmedUser(apiUrl, email);
    const first = printedConfirmLink(adminInvite([email]).output);
    const run = adminInvite([email]);
    expect(run.code, run.output).toBe(0);
    const second = printedConfirmLink(run.output);
    expect(new URL(second!).searchParams.get('type')).toBe('recovery');
    expect(fragmentOf(await openOnSite(apiUrl, first!)).get('error_code')).toBe('otp_expired');
    const landing = await openOnSite(apiUrl, second!);
    expect(landing.pathname).toBe('/admin-auth/nova-senha');
    expect((await userOf(landing))?.email).toBe(email);
  });

  it('with SMTP mails the link instead of printing it', async () => {
    const email = uniqueEmail('admin-por-email');
    const run = adminInvite([email], { SMTP_URL: `smtp://127.0.0.1:${portBase + 4}` });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`link mailed to ${email}`);
    expect(printedConfirmLink(run.output)).toBeUndefined();
    const mail = await onlyMail(email, 'Você foi convidado');
    const landing = await openOnSite(apiUrl, mail.actionUrl!);
    expect((await userOf(landing))?.email).toBe(email);
  });

  it('refuses a missing address, and says when no stack is running', () => {
    const usage = adminInvite([]);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run admin:invite -- <e-mail>');
    const stopped = adminInvite([uniqueEmail('sem-pilha')], { ELO_PORT_BASE: String(portBase + 500) });
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain('No stack answers');
  });
});
