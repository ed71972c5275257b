import { authErrorCode } from '#shared/authMessages.ts';

/** The same words whether or not the address has an account, so the page cannot be used to probe. */
export const RECOVERY_SENT =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. ' +
  'Confira sua caixa de entrada e o spam. O link vale por 1 hora e funciona uma única vez.';

/**
 * Failures that still get the neutral confirmation: the per-address send limit is only reached by an
 * address that has an account, so saying so would reveal it. Only a malformed address and the per-IP
 * request limit, which say nothing about accounts, are shown.
 */
const SHOWN_FAILURES = new Set(['validation_failed', 'email_address_invalid', 'over_request_rate_limit']);

/** A limit without its code could be the per-address one, so it stays neutral; so does any other refusal. */
export function isShownFailure(error: { status?: number }): boolean {
  const code = authErrorCode(error);
  if (code) return SHOWN_FAILURES.has(code);
  return error.status === undefined || error.status === 0;
}
