import { describe, expect, it } from 'vitest';
import { readLinkLanding } from '#backoffice/auth/linkLanding.ts';
import { validateEmail, validateNewPassword } from '#backoffice/auth/validation.ts';
import { isTotpCode, normalizeTotpCode, qrImageSrc } from '#backoffice/auth/mfa.ts';
import { isShownFailure } from '#backoffice/auth/recovery.ts';

const page = 'http://localhost:4020/admin-auth/nova-senha';

describe('e-mailed link landings', () => {
  it('an expired or used link: the server error, from the fragment first', () => {
    expect(
      readLinkLanding(
        `${page}?error=access_denied&error_code=otp_expired&error_description=x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('an invite link: the session in the fragment', () => {
    expect(
      readLinkLanding(
        `${page}#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite`,
      ),
    ).toEqual({ kind: 'tokens', accessToken: 'a.b.c', refreshToken: 'r1', type: 'invite' });
  });

  it('a recovery link asked from this browser: a PKCE code; nothing otherwise', () => {
    expect(readLinkLanding(`${page}?code=0d5c6a1e`)).toEqual({ kind: 'code' });
    expect(readLinkLanding(page)).toEqual({ kind: 'none' });
    // Half of a session is no session.
    expect(readLinkLanding(`${page}#access_token=a.b.c`)).toEqual({ kind: 'none' });
  });

  it('a sign-up confirmation verified by the site: confirmed, without a session', () => {
    expect(readLinkLanding(`${page}#type=signup&confirmed=1`)).toEqual({ kind: 'confirmed' });
    expect(readLinkLanding(`${page}#type=signup&confirmed=0`)).toEqual({ kind: 'none' });
  });
});

describe('new password and e-mail rules', () => {
  it('uses the spec texts', () => {
    expect(validateNewPassword('', '')?.description).toBe('Informe a nova senha.');
    expect(validateNewPassword('abcdef', 'abcdeg')?.description).toBe('As senhas não coincidem.');
    expect(validateNewPassword('abc', 'abc')?.description).toBe('A senha deve ter pelo menos 6 caracteres.');
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('e-mail addresses', () => {
    expect(validateEmail(' ')?.description).toBe('Informe o e-mail.');
    expect(validateEmail('ana@')?.description).toBe('Informe um e-mail válido.');
    expect(validateEmail(' ana@elocx.com.br ')).toBeNull();
  });

  it('authenticator codes: six digits, spaces ignored', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });
});

describe("'Esqueci minha senha' never tells whether an address has an account", () => {
  it('shows only format, per-IP limit and network failures; the per-address limit stays neutral', () => {
    expect(isShownFailure({ status: 429, code: 'over_email_send_rate_limit' } as never)).toBe(false);
    expect(isShownFailure({ status: 429 })).toBe(false);
    expect(isShownFailure({ status: 429, code: 'over_request_rate_limit' } as never)).toBe(true);
    expect(isShownFailure({ status: 400, code: 'validation_failed' } as never)).toBe(true);
    expect(isShownFailure({ status: 0 })).toBe(true);
  });
});

describe('enrolment QR code', () => {
  it("encodes the SVG so '#' colours do not cut the image short", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1v1H0z"/></svg>';
    const src = qrImageSrc(`data:image/svg+xml;utf-8,${svg}`);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toContain('#');
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
    expect(qrImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
