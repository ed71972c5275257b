import { describe, expect, inject, it } from 'vitest';
import { PERSONAS } from '#supabase/local/linkedin-standin/personas.ts';
import { anon, authPost, createConfirmedUser, pkceClient, sql, walkLinkedinFlow } from './auth-support.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const linkedinUrl = inject('linkedinUrl');
const APP = 'http://localhost:5173/entrar';
const juliana = PERSONAS.find((p) => p.sub === 'li-juliana-alves')!;
const bruno = PERSONAS.find((p) => p.sub === 'li-bruno-lima')!;
const ATTACKER_PASSWORD = 'Senha-do-atacante-1';

/** The member signs in with LinkedIn in a PKCE client and gets a session. */
async function memberSignsInWithLinkedin(persona: string) {
  const client = pkceClient(apiUrl);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'linkedin_oidc',
    options: { redirectTo: APP, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const landing = await walkLinkedinFlow(data.url!, apiUrl, linkedinUrl, { persona });
  const code = landing.searchParams.get('code');
  expect(code, landing.toString()).toBeTruthy();
  const exchanged = await client.auth.exchangeCodeForSession(code!);
  expect(exchanged.error).toBeNull();
  return exchanged.data;
}

describe('auth: LinkedIn sign-in for an address someone else signed up with', () => {
  it('strips the unconfirmed password, identities and metadata before linking (pre-account takeover)', async () => {
    const attacker = anon(apiUrl);
    const signup = await attacker.auth.signUp({
      email: juliana.email,
      password: ATTACKER_PASSWORD,
      options: { data: { full_name: 'Conta do atacante' } },
    });
    expect(signup.error).toBeNull();
    const preAccountId = signup.data.user!.id;
    const [{ confirmation_token: pendingToken }] = await sql<{ confirmation_token: string }>(
      dbUrl,
      'select confirmation_token from auth.users where id = $1',
      [preAccountId],
    );
    expect(pendingToken).toBeTruthy();

    const { user, session } = await memberSignsInWithLinkedin(juliana.sub);
    // GoTrue links by verified e-mail: the member gets that account, now holding only their LinkedIn identity.
    expect(user!.id).toBe(preAccountId);
    expect(session?.access_token).toBeTruthy();
    expect(user!.email_confirmed_at).toBeTruthy();
    expect(user!.identities?.map((identity) => identity.provider)).toEqual(['linkedin_oidc']);
    expect(user!.app_metadata).toMatchObject({ provider: 'linkedin_oidc', providers: ['linkedin_oidc'] });
    expect(user!.user_metadata.full_name).toBeUndefined();
    expect(user!.user_metadata.sub).toBe(juliana.sub);

    // The attacker's password no longer opens the account, nor does the link mailed for their sign-up.
    const stolen = await anon(apiUrl).auth.signInWithPassword({
      email: juliana.email,
      password: ATTACKER_PASSWORD,
    });
    expect(stolen.error?.code).toBe('invalid_credentials');
    expect(stolen.data.session).toBeNull();
    const verify = await authPost(apiUrl, '/verify', { type: 'signup', token: pendingToken });
    expect(verify.status).toBe(403);
    expect(verify.body.error_code).toBe('otp_expired');

    // The member keeps signing in to the same account.
    const again = await memberSignsInWithLinkedin(juliana.sub);
    expect(again.user!.id).toBe(preAccountId);
  });

  it('links to a confirmed account and keeps its password, as GoTrue does', async () => {
    const password = 'Senha-confirmada-1';
    const accountId = await createConfirmedUser(apiUrl, bruno.email, password);

    const { user } = await memberSignsInWithLinkedin(bruno.sub);
    expect(user!.id).toBe(accountId);
    expect(user!.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'linkedin_oidc']);

    const signIn = await anon(apiUrl).auth.signInWithPassword({ email: bruno.email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(accountId);
  });
});
