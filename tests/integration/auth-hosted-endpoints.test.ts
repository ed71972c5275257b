import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '#shared/database.types.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { authPost, createConfirmedUser, PASSWORD, sql, uniqueEmail } from './auth-support.ts';

/**
 * The auth endpoints that answer as hosted Supabase's: reauthentication with a mailed nonce, identity
 * linking while manual linking is off, and the ID-token grant without an ID-token provider.
 */
const apiUrl = inject('apiUrl');

function client(url: string) {
  const items = new Map<string, string>();
  return createClient<Database>(url, LOCAL_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function signedIn(url: string, label: string) {
  const email = uniqueEmail(label);
  const userId = await createConfirmedUser(url, email);
  const supabase = client(url);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { supabase, email, userId, session: data.session };
}

async function codeMailedTo(mailboxUrl: string, email: string): Promise<string> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  const mails = ((await res.json()) as MailMessage[]).filter((m) =>
    m.subject.includes('código de verificação'),
  );
  expect(mails.length).toBeGreaterThan(0);
  const text = mails.at(-1)!.text;
  return /\b(\d{6})\b/.exec(text)![1];
}

describe('identity linking while manual linking is off', () => {
  it('answers linkIdentity and unlinkIdentity with 404 manual_linking_disabled', async () => {
    const { supabase, session } = await signedIn(apiUrl, 'link');
    const linked = await supabase.auth.linkIdentity({
      provider: 'linkedin_oidc',
      options: { skipBrowserRedirect: true },
    });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect(linked.error?.message).toBe('Manual linking is disabled');

    const { data: identities } = await supabase.auth.getUserIdentities();
    const unlinked = await supabase.auth.unlinkIdentity(identities!.identities[0]!);
    expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });

    const res = await fetch(`${apiUrl}/auth/v1/user/identities/${crypto.randomUUID()}`, {
      method: 'DELETE',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
    // Signed out, the caller is refused first, as GoTrue's requireAuthentication does.
    const anonymous = await fetch(`${apiUrl}/auth/v1/user/identities/authorize?provider=linkedin_oidc`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('token?grant_type=id_token', () => {
  it('refuses as GoTrue does when no ID-token provider is enabled', async () => {
    const supabase = client(apiUrl);
    const linkedin = await supabase.auth.signInWithIdToken({ provider: 'linkedin_oidc', token: 'a.b.c' });
    expect(linkedin.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(linkedin.error?.message).toBe('Custom OIDC provider "linkedin_oidc" not allowed');

    const google = await supabase.auth.signInWithIdToken({ provider: 'google', token: 'a.b.c' });
    expect(google.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(google.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');

    const apple = await supabase.auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expect(apple.error?.message).toBe('Unable to detect issuer in ID token for Apple provider');

    // Missing fields: GoTrue's OAuth-style error body.
    const missing = await authPost(apiUrl, '/token?grant_type=id_token', { provider: 'google' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const noProvider = await authPost(apiUrl, '/token?grant_type=id_token', { id_token: 'a.b.c' });
    expect(noProvider.body).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    });
  });
});

describe('reauthenticate', () => {
  it('mails a pt-BR nonce to the signed-in person and refuses a signed-out caller', async () => {
    const { supabase, email } = await signedIn(apiUrl, 'reauth');
    const sent = await supabase.auth.reauthenticate();
    expect(sent.error).toBeNull();
    expect(await codeMailedTo(inject('mailboxUrl'), email)).toMatch(/^\d{6}$/);

    const anonymous = await client(apiUrl).auth.reauthenticate();
    expect(anonymous.error).not.toBeNull();
  });

  describe('with secure_password_change on', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startStackOnFreeBlock(inject('portBase'), [1500, 1550], {
        ELO_AUTH_SECURE_PASSWORD_CHANGE: 'true',
      });
    }, 180_000);
    afterAll(async () => {
      await stack?.stop();
    }, 60_000);

    it('a session older than a day changes its password only with the mailed nonce', async () => {
      const { supabase, email } = await signedIn(stack.apiUrl, 'nonce');
      // Fresh sessions need no nonce (GoTrue asks only a day after sign-in).
      expect((await supabase.auth.updateUser({ password: 'Senha-nova-456' })).error).toBeNull();

      const again = await supabase.auth.signInWithPassword({ email, password: 'Senha-nova-456' });
      const sessionId = decodeJwt(again.data.session!.access_token).session_id as string;
      await sql(
        stack.dbUrl,
        "update auth.sessions set created_at = now() - interval '25 hours' where id = $1",
        [sessionId],
      );

      const without = await supabase.auth.updateUser({ password: 'Senha-outra-789' });
      expect(without.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
      expect(without.error?.message).toBe('Password update requires reauthentication');

      expect((await supabase.auth.reauthenticate()).error).toBeNull();
      const nonce = await codeMailedTo(stack.mailboxUrl, email);
      const wrong = await supabase.auth.updateUser({
        password: 'Senha-outra-789',
        nonce: nonce === '000000' ? '111111' : '000000',
      });
      expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
      expect(wrong.error?.message).toBe('Nonce has expired or is invalid');

      const changed = await supabase.auth.updateUser({ password: 'Senha-outra-789', nonce });
      expect(changed.error).toBeNull();
      const signIn = await client(stack.apiUrl).auth.signInWithPassword({
        email,
        password: 'Senha-outra-789',
      });
      expect(signIn.error).toBeNull();
      // The nonce is spent.
      const reused = await supabase.auth.updateUser({ password: 'Senha-mais-uma-1', nonce });
      expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });
    });
  });
});
