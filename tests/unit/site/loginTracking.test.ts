import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { loginTrackingArgs } from '#site/src/auth/loginTracking.ts';

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
