import { describe, expect, inject, it } from 'vitest';
import { PERSONAS } from '#supabase/local/linkedin-standin/personas.ts';
import { anon, pkceClient, sql, walkLinkedinFlow } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const linkedinUrl = inject('linkedinUrl');
const APP = 'http://localhost:5173/entrar';
const mariana = PERSONAS.find((p) => p.sub === 'li-mariana-costa')!;
const rafael = PERSONAS.find((p) => p.sub === 'li-rafael-souza')!;

/** signInWithOAuth in a PKCE client, the stand-in walked like a browser; returns the landing URL. */
async function signInWithLinkedin(
  redirectTo: string,
  persona: string | 'cancel',
  queryParams?: Record<string, string>,
) {
  const client = pkceClient(apiUrl);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'linkedin_oidc',
    options: { redirectTo, skipBrowserRedirect: true, queryParams },
  });
  expect(error).toBeNull();
  const landing = await walkLinkedinFlow(
    data.url!,
    apiUrl,
    linkedinUrl,
    persona === 'cancel' ? 'cancel' : { persona },
  );
  return { client, landing, code: landing.searchParams.get('code') };
}

describe('auth: LinkedIn sign-in (OpenID Connect + PKCE)', () => {
  it('creates a user with the persona metadata GoTrue writes for linkedin_oidc', async () => {
    const { client, landing, code } = await signInWithLinkedin(APP, mariana.sub);
    expect(`${landing.origin}${landing.pathname}`).toBe(APP);
    expect(code).toBeTruthy();

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    const user = data.user!;
    const expectedMetadata = {
      iss: linkedinUrl,
      sub: mariana.sub,
      provider_id: mariana.sub,
      name: `${mariana.given_name} ${mariana.family_name}`,
      given_name: mariana.given_name,
      family_name: mariana.family_name,
      picture: `${linkedinUrl}/pictures/${mariana.picture}`,
      email: mariana.email,
      email_verified: true,
      phone_verified: false,
      locale: 'pt_BR',
    };
    expect(user.user_metadata).toEqual(expectedMetadata);
    expect(user.email).toBe(mariana.email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'linkedin_oidc', providers: ['linkedin_oidc'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      id: mariana.sub,
      provider: 'linkedin_oidc',
      identity_data: expectedMetadata,
    });
    expect(data.session?.provider_token).toBeTruthy();

    const picture = await fetch(user.user_metadata.picture as string);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // Signing in again (asking for consent again) finds the same user through the identity.
    const again = await signInWithLinkedin(APP, mariana.sub, { prompt: 'consent' });
    const second = await again.client.auth.exchangeCodeForSession(again.code!);
    expect(second.data.user?.id).toBe(user.id);
  });

  it('accepts a code once only', async () => {
    const { client, code } = await signInWithLinkedin(APP, rafael.sub);
    const first = await client.auth.exchangeCodeForSession(code!);
    expect(first.error).toBeNull();

    const reuse = await fetch(`${apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(112) }),
    });
    expect(reuse.status).toBe(404);
    expect(await reuse.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('refuses a tampered code and a wrong verifier', async () => {
    const { client, code } = await signInWithLinkedin(APP, rafael.sub);
    const tampered = `${code!.slice(0, -1)}${code!.endsWith('0') ? '1' : '0'}`;
    // Sent by hand: auth-js drops its verifier after any exchange attempt.
    const byTamper = await fetch(`${apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: tampered, code_verifier: 'b'.repeat(112) }),
    });
    expect(byTamper.status).toBe(404);
    expect(await byTamper.json()).toMatchObject({ code: 'flow_state_not_found' });

    const stranger = pkceClient(apiUrl);
    await stranger.auth.signInWithOAuth({
      provider: 'linkedin_oidc',
      options: { skipBrowserRedirect: true },
    });
    const byStranger = await stranger.auth.exchangeCodeForSession(code!);
    expect(byStranger.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });

    // The rightful client can still use it: a failed attempt does not burn the code.
    expect((await client.auth.exchangeCodeForSession(code!)).error).toBeNull();
  });

  it('refuses a code older than five minutes', async () => {
    const { client, code } = await signInWithLinkedin(APP, rafael.sub);
    await sql(
      dbUrl,
      "update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1",
      [code],
    );
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('sends a redirect_to outside the allow list to the site URL', async () => {
    const { landing, code } = await signInWithLinkedin('https://phishing.example.net/entrar', rafael.sub);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:5173/');
    expect(code).toBeTruthy();
  });

  it('supports the implicit flow with the session in the fragment', async () => {
    const client = anon(apiUrl);
    const { data } = await client.auth.signInWithOAuth({
      provider: 'linkedin_oidc',
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    expect(new URL(data.url!).searchParams.get('code_challenge')).toBeNull();
    const landing = await walkLinkedinFlow(data.url!, apiUrl, linkedinUrl, { persona: rafael.sub });
    expect(`${landing.origin}${landing.pathname}`).toBe(APP);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/);
    const { data: user } = await client.auth.getUser(fragment.get('access_token')!);
    expect(user.user?.user_metadata.name).toBe('Rafael Souza');
  });

  it('brings a cancelled sign-in back to the app with access_denied', async () => {
    const { landing, code } = await signInWithLinkedin(APP, 'cancel');
    expect(`${landing.origin}${landing.pathname}`).toBe(APP);
    expect(code).toBeNull();
    expect(landing.searchParams.get('error')).toBe('access_denied');
  });
});
