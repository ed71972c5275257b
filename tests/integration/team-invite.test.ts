import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { admin, anon, createConfirmedUser, PASSWORD, uniqueEmail } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const mailboxUrl = inject('mailboxUrl');
const LANDING = 'http://localhost:5173/admin-auth/convite';

async function signedIn(email: string, password: string) {
  const client = anon(apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

async function invites(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as MailMessage[]).filter((m) => /convidado/.test(m.subject));
}

async function failure(error: unknown): Promise<{ status: number; code: string; error: string }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, ...((await response.json()) as { code: string; error: string }) };
}

describe('team-invite function', () => {
  it('an admin invites with a role: the invite is mailed to the landing page and the role is stored; again for a pending one', async () => {
    const inviter = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const email = uniqueEmail('convite');
    const first = await inviter.functions.invoke('team-invite', {
      body: { email, role: 'moderator', redirectTo: LANDING },
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ email, role: 'moderator' });
    const userId = (first.data as { id: string }).id;
    const [mail] = await invites(email);
    // The mailed link goes to the site, which verifies it and lands on the invite page (opening it is
    // tested in auth-confirm-links.test.ts; here the invite must stay pending).
    const link = new URL(mail.actionUrl!);
    expect(`${link.origin}${link.pathname}`).toBe(`${new URL(LANDING).origin}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('invite');

    // Sent again with another role: a new link, and the role replaced.
    const again = await inviter.functions.invoke('team-invite', {
      body: { email, role: 'admin', redirectTo: LANDING },
    });
    expect(again.error).toBeNull();
    expect(await invites(email)).toHaveLength(2);
    const { data: roles } = await admin(apiUrl).from('user_roles').select('role').eq('user_id', userId);
    expect(roles).toEqual([{ role: 'admin' }]);

    const { data: listed } = await inviter.rpc('list_team_accounts').eq('email', email);
    expect(listed?.[0]).toMatchObject({ email, role: 'admin', email_confirmed_at: null });
    expect(listed?.[0].invited_at).toBeTruthy();

    // Cancelling removes the pending account (and its role).
    const revoked = await inviter.functions.invoke('team-invite', { body: { action: 'revoke', userId } });
    expect(revoked.error).toBeNull();
    const { data: gone } = await admin(apiUrl).auth.admin.getUserById(userId);
    expect(gone.user).toBeNull();
  });

  it('refuses a registered address, a bad role, a non-admin caller, and cancelling an accepted account', async () => {
    const inviter = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const registered = uniqueEmail('registrada');
    const registeredId = await createConfirmedUser(apiUrl, registered);
    try {
      const taken = await inviter.functions.invoke('team-invite', {
        body: { email: registered, role: 'admin' },
      });
      expect(await failure(taken.error)).toMatchObject({ status: 422, code: 'email_exists' });
      expect(await invites(registered)).toHaveLength(0);

      const badRole = await inviter.functions.invoke('team-invite', {
        body: { email: uniqueEmail('papel'), role: 'user' },
      });
      expect(await failure(badRole.error)).toMatchObject({ status: 400, code: 'invalid_role' });

      const accepted = await inviter.functions.invoke('team-invite', {
        body: { action: 'revoke', userId: registeredId },
      });
      expect(await failure(accepted.error)).toMatchObject({ status: 409, code: 'invite_accepted' });

      const member = await signedIn(registered, PASSWORD);
      const refused = await member.functions.invoke('team-invite', {
        body: { email: uniqueEmail('intruso'), role: 'admin' },
      });
      expect(await failure(refused.error)).toMatchObject({ status: 403, code: 'forbidden' });
    } finally {
      await admin(apiUrl).auth.admin.deleteUser(registeredId);
    }
  });
});
