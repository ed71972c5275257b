/**
 * Auth and account errors in pt-BR, for both apps. GoTrue (and supabase-js on the client side) names
 * each failure with a stable code; the person sees a sentence they can act on, never the server's English.
 * Edge functions of this project already answer in pt-BR (`error`), so their text is kept as it is.
 */

/** Why a password was refused (GoTrue's weak_password `reasons`). */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export const MIN_PASSWORD_LENGTH = 6;

export const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordReason, string> = {
  length: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  characters: 'A senha precisa misturar letras minúsculas, maiúsculas, números e símbolos.',
  pwned: 'Esta senha já apareceu em vazamentos de dados conhecidos. Escolha outra.',
};

const SESSION_ENDED = 'Sua sessão expirou. Entre novamente.';
const LINK_INVALID = 'Este link expirou ou já foi usado. Peça um novo link.';
const OTHER_BROWSER =
  'Este link precisa ser aberto no mesmo navegador em que você fez o pedido. Peça um novo link.';
const MFA_DISABLED = 'A verificação em duas etapas não está disponível no momento.';

/** Every GoTrue error code the apps can meet, with what the person reads. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-in and sign-up.
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_not_confirmed: 'Confirme seu e-mail pelo link que enviamos antes de entrar.',
  user_banned: 'Esta conta está bloqueada. Fale com um administrador.',
  signup_disabled: 'Novos cadastros estão desativados no momento.',
  email_provider_disabled: 'O cadastro por e-mail está desativado no momento.',
  user_already_exists: 'Já existe uma conta com este e-mail.',
  email_exists: 'Este e-mail já está cadastrado em outra conta.',
  email_address_invalid: 'Endereço de e-mail inválido.',
  email_address_not_authorized: 'Não é possível enviar e-mails para este endereço.',
  user_not_found: 'Conta não encontrada.',
  captcha_failed: 'A verificação de segurança falhou. Tente de novo.',
  provider_email_needs_verification: 'Confirme seu e-mail pelo link que enviamos para continuar.',
  // Limits.
  over_request_rate_limit: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
  over_email_send_rate_limit:
    'Muitos e-mails enviados em pouco tempo. Aguarde um pouco antes de pedir outro e-mail.',
  // Passwords.
  weak_password: WEAK_PASSWORD_MESSAGES.length,
  same_password: 'A nova senha precisa ser diferente da senha atual.',
  reauthentication_needed: 'Por segurança, entre novamente antes de trocar a senha.',
  reauthentication_not_valid: 'O código de confirmação está incorreto ou expirou.',
  // E-mailed links and codes.
  otp_expired: LINK_INVALID,
  otp_disabled: 'O acesso por link ou código está desativado.',
  flow_state_not_found: LINK_INVALID,
  flow_state_expired: LINK_INVALID,
  flow_state_already_used: LINK_INVALID,
  bad_code_verifier: OTHER_BROWSER,
  pkce_code_verifier_not_found: OTHER_BROWSER,
  // Sessions.
  session_not_found: SESSION_ENDED,
  session_expired: SESSION_ENDED,
  refresh_token_not_found: SESSION_ENDED,
  refresh_token_already_used: SESSION_ENDED,
  bad_jwt: SESSION_ENDED,
  no_authorization: SESSION_ENDED,
  not_admin: 'Apenas administradores podem fazer isso.',
  // Two-factor sign-in.
  insufficient_aal: 'Confirme o código de verificação em duas etapas para continuar.',
  mfa_verification_failed: 'Código incorreto. Confira o código no aplicativo autenticador e tente de novo.',
  mfa_verification_rejected: 'A verificação em duas etapas foi recusada. Tente de novo.',
  mfa_challenge_expired: 'O código expirou. Digite o código que o aplicativo mostra agora.',
  mfa_factor_not_found: 'Autenticador não encontrado. Atualize a página e tente de novo.',
  mfa_factor_name_conflict: 'Já existe um autenticador com este nome.',
  mfa_verified_factor_exists: 'A verificação em duas etapas já está ativa nesta conta.',
  too_many_enrolled_mfa_factors: 'Esta conta já tem o número máximo de autenticadores.',
  mfa_ip_address_mismatch: 'O código foi pedido de outra rede. Comece de novo.',
  mfa_totp_enroll_not_enabled: MFA_DISABLED,
  mfa_totp_verify_not_enabled: MFA_DISABLED,
  // Server side.
  validation_failed: 'Dados inválidos. Confira os campos e tente de novo.',
  bad_json: 'Pedido inválido. Atualize a página e tente de novo.',
  request_timeout: 'O servidor demorou para responder. Tente de novo.',
  unexpected_failure: 'Erro inesperado no servidor. Tente de novo em instantes.',
};

export const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.';
export const UNKNOWN_AUTH_ERROR = 'Não foi possível concluir a operação. Tente de novo.';

/** The parts of an auth error this module reads (supabase-js AuthError, its subclasses, or a plain body). */
interface AuthErrorLike {
  name?: unknown;
  code?: unknown;
  error_code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
  __isAuthError?: unknown;
}

const asObject = (error: unknown): AuthErrorLike =>
  error && typeof error === 'object' ? (error as AuthErrorLike) : {};

/** supabase-js client-side errors (no server code) by class name. */
const CLIENT_ERRORS: Readonly<Record<string, string>> = {
  AuthSessionMissingError: SESSION_ENDED,
  AuthRetryableFetchError: NETWORK_ERROR,
  AuthPKCECodeVerifierMissingError: OTHER_BROWSER,
  AuthPKCEGrantCodeExchangeError: LINK_INVALID,
  AuthImplicitGrantRedirectError: LINK_INVALID,
  AuthInvalidTokenResponseError: UNKNOWN_AUTH_ERROR,
};

/** The GoTrue error code of a failure, whichever shape carries it; undefined when there is none. */
export function authErrorCode(error: unknown): string | undefined {
  const { code, error_code: errorCode } = asObject(error);
  if (typeof code === 'string' && code !== '') return code;
  if (typeof errorCode === 'string' && errorCode !== '') return errorCode;
  return undefined;
}

function weakPasswordMessage(reasons: unknown): string {
  const known = Array.isArray(reasons)
    ? reasons.filter((reason): reason is WeakPasswordReason => reason in WEAK_PASSWORD_MESSAGES)
    : [];
  return known.map((reason) => WEAK_PASSWORD_MESSAGES[reason]).join(' ') || WEAK_PASSWORD_MESSAGES.length;
}

/** True for errors raised by supabase-js's auth client or answered by the auth server. */
export function isAuthFailure(error: unknown): boolean {
  const { __isAuthError, name } = asObject(error);
  return __isAuthError === true || (typeof name === 'string' && name.startsWith('Auth'));
}

/**
 * What a failed auth call says in pt-BR. Known codes map to their sentence; an invalid e-mail format
 * (validation_failed about the address) gets its own; unknown auth failures a generic pt-BR sentence.
 * Anything that is not an auth error (an edge function's or the database's own pt-BR message) keeps
 * its message, through `fallback`.
 */
export function describeAuthError(error: unknown, fallback?: (error: unknown) => string): string {
  const { name, status, message, reasons } = asObject(error);
  const code = authErrorCode(error);
  const text = typeof message === 'string' ? message : '';
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') return weakPasswordMessage(reasons);
  if (code === 'validation_failed' && /email/i.test(text)) return AUTH_ERROR_MESSAGES.email_address_invalid;
  if (code && AUTH_ERROR_MESSAGES[code]) return AUTH_ERROR_MESSAGES[code];
  if (typeof name === 'string' && CLIENT_ERRORS[name]) return CLIENT_ERRORS[name];
  if (status === 429) return AUTH_ERROR_MESSAGES.over_request_rate_limit;
  if (error instanceof TypeError && /fetch|network/i.test(text)) return NETWORK_ERROR;
  if (isAuthFailure(error) || !fallback) return UNKNOWN_AUTH_ERROR;
  return fallback(error);
}
