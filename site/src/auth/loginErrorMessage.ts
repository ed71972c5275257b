import { AUTH_ERROR_MESSAGES, describeAuthError } from '#shared/authMessages.ts';

/**
 * What the sign-in notice says when LinkedIn or the auth service sends the member back with an error:
 * the site's own pt-BR sentence for the code, never the `error_description` that came in the address
 * (anyone can write a link with their own text there and have the site show it).
 */
const CANCELLED = 'Você cancelou o login ou não autorizou o acesso pelo LinkedIn.';
const PROVIDER_DOWN = 'O LinkedIn não respondeu como esperado. Tente de novo em instantes.';
export const LOGIN_FAILED = 'Não foi possível concluir o login com o LinkedIn. Tente de novo.';

/** OAuth 2.0 / OpenID Connect error codes (RFC 6749 §4.1.2.1) and LinkedIn's own cancel codes. */
const PROVIDER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  access_denied: CANCELLED,
  user_cancelled_login: CANCELLED,
  user_cancelled_authorize: CANCELLED,
  consent_required: CANCELLED,
  login_required: CANCELLED,
  server_error: PROVIDER_DOWN,
  temporarily_unavailable: PROVIDER_DOWN,
};

/** The notice for `?error=…&error_code=…` on the callback: the auth service's code first, then OAuth's. */
export function providerErrorMessage(error: string | null, errorCode: string | null): string {
  if (errorCode && Object.hasOwn(AUTH_ERROR_MESSAGES, errorCode)) return AUTH_ERROR_MESSAGES[errorCode]!;
  if (error && Object.hasOwn(PROVIDER_ERROR_MESSAGES, error)) return PROVIDER_ERROR_MESSAGES[error]!;
  return LOGIN_FAILED;
}

/** The notice for a failed auth call on the server (code exchange, sign-in start). */
export function authCallErrorMessage(error: unknown): string {
  return describeAuthError(error, () => LOGIN_FAILED);
}
