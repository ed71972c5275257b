const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Client-side check with the database's own rule; null when the address is acceptable. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Informe seu e-mail.';
  // Same rule as subscribe_newsletter: no control characters, no leading formula character.
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f]/.test(email) || /^[=+@-]/.test(email);
  // Length first: the pattern is only ever run on a bounded input.
  if (email.length > 254 || !EMAIL_PATTERN.test(email) || unsafe)
    return 'Informe um e-mail válido, como nome@empresa.com.br.';
  return null;
}

/** SQLSTATE the subscription raises when an address or the whole form is over its hourly limit. */
const RATE_LIMITED = 'PT429';

/** The sign-up function's answer to the same limit. */
const FUNCTION_RATE_LIMITED = 'newsletter_rate_limited';

/** What the page says when the subscription failed; the typed e-mail always stays in the field. */
export function newsletterFailureMessage(error: { code?: string } | null): string {
  if (error?.code === RATE_LIMITED || error?.code === FUNCTION_RATE_LIMITED) {
    return 'Muitas inscrições em pouco tempo. Seu e-mail continua no campo: tente novamente mais tarde.';
  }
  return 'Não foi possível concluir sua inscrição agora. Seu e-mail continua no campo: tente novamente em instantes.';
}
