const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Client-side check with the database's own rule; null when the address is acceptable. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Informe seu e-mail.';
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    return 'Informe um e-mail válido, como nome@empresa.com.br.';
  return null;
}
