import {
  AuthApiError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  authErrorCode,
  describeAuthError,
  NETWORK_ERROR,
  UNKNOWN_AUTH_ERROR,
} from '#shared/authMessages.ts';

const apiError = (code: string, status: number, message = 'English text from the server') =>
  new AuthApiError(message, status, code);

describe('pt-BR auth error messages', () => {
  it.each([
    ['invalid_credentials', 400, 'E-mail ou senha incorretos.'],
    ['email_not_confirmed', 400, 'Confirme seu e-mail pelo link que enviamos antes de entrar.'],
    [
      'over_request_rate_limit',
      429,
      'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
    ],
    [
      'over_email_send_rate_limit',
      429,
      'Muitos e-mails enviados em pouco tempo. Aguarde um pouco antes de pedir outro e-mail.',
    ],
    ['same_password', 422, 'A nova senha precisa ser diferente da senha atual.'],
    ['otp_expired', 403, 'Este link expirou ou já foi usado. Peça um novo link.'],
    ['email_exists', 422, 'Este e-mail já está cadastrado em outra conta.'],
    [
      'mfa_verification_failed',
      422,
      'Código incorreto. Confira o código no aplicativo autenticador e tente de novo.',
    ],
    ['insufficient_aal', 403, 'Confirme o código de verificação em duas etapas para continuar.'],
  ])('%s → pt-BR, never the server English', (code, status, text) => {
    expect(describeAuthError(apiError(code, status))).toBe(text);
  });

  it('weak passwords say why, from the reasons', () => {
    const weak = new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']);
    expect(describeAuthError(weak)).toBe('A senha deve ter pelo menos 6 caracteres.');
    const leaked = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']);
    expect(describeAuthError(leaked)).toMatch(/vazamentos de dados/);
  });

  it('an invalid address is told apart from other validation failures', () => {
    const invalid = apiError('validation_failed', 400, 'Unable to validate email address: invalid format');
    expect(describeAuthError(invalid)).toBe('Endereço de e-mail inválido.');
    expect(describeAuthError(apiError('validation_failed', 400, 'Code needs to be non-empty'))).toBe(
      AUTH_ERROR_MESSAGES.validation_failed,
    );
  });

  it('client-side failures of supabase-js and bare 429s', () => {
    expect(describeAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(NETWORK_ERROR);
    expect(describeAuthError(new AuthPKCECodeVerifierMissingError())).toMatch(/mesmo navegador/);
    expect(describeAuthError(new AuthApiError('Too many', 429, undefined))).toBe(
      AUTH_ERROR_MESSAGES.over_request_rate_limit,
    );
  });

  it('unknown auth codes get a generic pt-BR sentence; other errors keep their own (pt-BR) message', () => {
    expect(describeAuthError(apiError('some_new_code', 400))).toBe(UNKNOWN_AUTH_ERROR);
    const dbError = { code: '42501', message: 'Permissão negada: apenas administradores.' };
    expect(describeAuthError(dbError, (e) => (e as Error).message)).toBe(
      'Permissão negada: apenas administradores.',
    );
  });

  it('reads the code from the 2024 and the legacy shapes', () => {
    expect(authErrorCode({ code: 'otp_expired' })).toBe('otp_expired');
    expect(authErrorCode({ code: 403, error_code: 'otp_expired' })).toBe('otp_expired');
    expect(authErrorCode({})).toBeUndefined();
  });
});
