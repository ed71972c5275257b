import type { User } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOAuthCallback } from '../../../site/src/auth/oauthCallback.ts';
import {
  loginTrackingArgs,
  rememberTracked,
  shouldTrackLogin,
  wasTracked,
  type LoginTrackingState,
} from '../../../site/src/auth/loginTracking.ts';

const base: LoginTrackingState = {
  event: 'SIGNED_IN',
  initialized: true,
  oauthCallback: true,
  signedOut: false,
  accessToken: 'header.payload.signature-abcdefghijklmnopqrstuvwxyz0123456789',
  alreadyTracked: false,
};

describe('shouldTrackLogin', () => {
  it('tracks a SIGNED_IN after initialization that follows an OAuth callback', () => {
    expect(shouldTrackLogin(base)).toBe(true);
  });
  it.each(['INITIAL_SESSION', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT', 'PASSWORD_RECOVERY'] as const)(
    'never tracks %s',
    (event) => {
      expect(shouldTrackLogin({ ...base, event })).toBe(false);
    },
  );
  it('does not track before initialization', () => {
    expect(shouldTrackLogin({ ...base, initialized: false })).toBe(false);
  });
  it('does not track a restored session (no OAuth callback in the address)', () => {
    expect(shouldTrackLogin({ ...base, oauthCallback: false })).toBe(false);
  });
  it('does not track after a sign-out in the page', () => {
    expect(shouldTrackLogin({ ...base, signedOut: true })).toBe(false);
  });
  it('does not track the same access token twice', () => {
    expect(shouldTrackLogin({ ...base, alreadyTracked: true })).toBe(false);
  });
  it('does not track without a token', () => {
    expect(shouldTrackLogin({ ...base, accessToken: null })).toBe(false);
  });
});

describe('tracked tokens', () => {
  beforeEach(() => window.sessionStorage.clear());
  it('remembers tokens for the tab', () => {
    expect(wasTracked(window.sessionStorage, 'token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(false);
    rememberTracked(window.sessionStorage, 'token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(wasTracked(window.sessionStorage, 'token-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(true);
    expect(wasTracked(window.sessionStorage, 'token-two-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')).toBe(false);
  });
  it('survives a corrupted entry', () => {
    window.sessionStorage.setItem('elocx.trackedLogins', '{oops');
    expect(wasTracked(window.sessionStorage, 'x'.repeat(40))).toBe(false);
  });
});

describe('readOAuthCallback', () => {
  it('recognises a PKCE code in the query', () => {
    expect(readOAuthCallback('https://elocx.com.br/?code=abc').isCallback).toBe(true);
  });
  it('recognises tokens or a code in the fragment', () => {
    expect(readOAuthCallback('https://elocx.com.br/#access_token=x&refresh_token=y').isCallback).toBe(true);
    expect(readOAuthCallback('https://elocx.com.br/#code=abc').isCallback).toBe(true);
  });
  it('ignores ordinary addresses', () => {
    expect(readOAuthCallback('https://elocx.com.br/events?tab=code').isCallback).toBe(false);
    expect(readOAuthCallback('https://elocx.com.br/').isCallback).toBe(false);
  });
  it('reads the provider error description', () => {
    expect(
      readOAuthCallback('https://elocx.com.br/?error=access_denied&error_description=Usu%C3%A1rio+cancelou')
        .errorMessage,
    ).toBe('Usuário cancelou');
    expect(readOAuthCallback('https://elocx.com.br/#error=server_error').errorMessage).toBe('server_error');
  });
});

describe('loginTrackingArgs', () => {
  const user = {
    id: 'u1',
    email: 'mariana.costa@example.com.br',
    app_metadata: { provider: 'linkedin_oidc' },
    user_metadata: {
      sub: 'li-mariana-costa',
      name: 'Mariana Costa',
      given_name: 'Mariana',
      picture: 'https://p/m.jpg',
    },
    identities: [],
    aud: 'authenticated',
    created_at: '2026-11-21T00:00:00Z',
  } as unknown as User;

  it('maps the LinkedIn profile to the RPC arguments', () => {
    expect(loginTrackingArgs(user)).toEqual({
      provider_name: 'linkedin_oidc',
      linkedin_id: 'li-mariana-costa',
      full_name: 'Mariana Costa',
      email: 'mariana.costa@example.com.br',
      avatar_url: 'https://p/m.jpg',
      profile_data: user.user_metadata,
    });
  });
  it('prefers full_name, then name, then given_name; avatar_url before picture; identity sub first', () => {
    const args = loginTrackingArgs({
      ...user,
      user_metadata: {
        full_name: 'M. Costa',
        name: 'Mariana Costa',
        avatar_url: 'https://p/a.jpg',
        picture: 'x',
      },
      identities: [{ provider: 'linkedin_oidc', identity_data: { sub: 'li-from-identity' } }],
    } as unknown as User);
    expect(args.full_name).toBe('M. Costa');
    expect(args.avatar_url).toBe('https://p/a.jpg');
    expect(args.linkedin_id).toBe('li-from-identity');
    expect(
      loginTrackingArgs({
        ...user,
        user_metadata: { given_name: 'Mariana', provider_id: 'pid' },
      } as unknown as User),
    ).toMatchObject({ full_name: 'Mariana', linkedin_id: 'pid' });
  });
});
