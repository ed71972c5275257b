const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Client-side check with the database's own rule; null when the address is acceptable. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Informe seu e-mail.';
  // Same rule as subscribe_newsletter: no control characters, no leading formula character.
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f]/.test(email) || /^[=+@-]/.test(email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254 || unsafe)
    return 'Informe um e-mail válido, como nome@empresa.com.br.';
  return null;
}
