import { describe, expect, it } from 'vitest';
import { inviteFailure, parseInviteRequest } from '#supabase/functions/_shared/team.ts';

describe('team invite requests', () => {
  it('takes an e-mail (normalised), a team role and an http(s) landing page', () => {
    expect(
      parseInviteRequest({
        email: ' Ana@EloCX.com.br ',
        role: 'moderator',
        redirectTo: 'https://x.y/admin-auth/convite',
      }),
    ).toEqual({
      action: 'invite',
      email: 'ana@elocx.com.br',
      role: 'moderator',
      redirectTo: 'https://x.y/admin-auth/convite',
    });
    expect(
      parseInviteRequest({ email: 'ana@elocx.com.br', role: 'admin', redirectTo: 'javascript:alert(1)' }),
    ).toMatchObject({
      redirectTo: null,
    });
  });

  it('refuses a bad address, a role outside the team roles, and a revoke without a user id', () => {
    expect(parseInviteRequest({ email: 'ana', role: 'admin' })).toMatchObject({
      status: 400,
      code: 'invalid_email',
    });
    expect(parseInviteRequest({ email: 'ana@elocx.com.br', role: 'user' })).toMatchObject({
      code: 'invalid_role',
    });
    expect(parseInviteRequest({ action: 'revoke', userId: 'x' })).toMatchObject({ code: 'invalid_user' });
    expect(parseInviteRequest({ action: 'revoke', userId: '58573de8-6ea6-4be5-87df-13ebd04cda53' })).toEqual({
      action: 'revoke',
      userId: '58573de8-6ea6-4be5-87df-13ebd04cda53',
    });
  });

  it("maps the auth server's refusals to pt-BR for the inviter", () => {
    expect(inviteFailure(422, 'email_exists')).toMatchObject({ status: 422, code: 'email_exists' });
    expect(inviteFailure(422, 'email_exists').error).toMatch(/já tem uma conta ativa/);
    expect(inviteFailure(429, undefined)).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(inviteFailure(400, 'validation_failed')).toMatchObject({ code: 'invalid_email' });
    expect(inviteFailure(500, 'unexpected_failure')).toMatchObject({ status: 502, code: 'invite_failed' });
  });
});
