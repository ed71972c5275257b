/** The admin sign-in and sign-up rules (a valid e-mail, a password of at least six characters), as pure checks. */
export const MIN_PASSWORD_LENGTH = 6;
export const VALIDATION_TITLE = 'Erro de validação';

export interface ValidationProblem {
  title: string;
  description: string;
}

export function validateSignIn(email: string, password: string): ValidationProblem | null {
  if (!email.trim() || !password) {
    return { title: VALIDATION_TITLE, description: 'Informe e-mail e senha.' };
  }
  return null;
}

export function validateSignUp(
  email: string,
  password: string,
  confirmPassword: string,
): ValidationProblem | null {
  const missing = validateSignIn(email, password);
  if (missing) return missing;
  if (password !== confirmPassword) {
    return { title: VALIDATION_TITLE, description: 'As senhas não coincidem.' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: VALIDATION_TITLE, description: 'A senha deve ter pelo menos 6 caracteres.' };
  }
  return null;
}

/** A new password (reset, invite, 'Minha conta'): both fields, the same text, at least 6 characters. */
export function validateNewPassword(password: string, confirmPassword: string): ValidationProblem | null {
  if (!password) return { title: VALIDATION_TITLE, description: 'Informe a nova senha.' };
  if (password !== confirmPassword) {
    return { title: VALIDATION_TITLE, description: 'As senhas não coincidem.' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: VALIDATION_TITLE, description: 'A senha deve ter pelo menos 6 caracteres.' };
  }
  return null;
}

/** A plausible e-mail address (the server has the last word on its format). */
export function validateEmail(email: string): ValidationProblem | null {
  if (!email.trim()) return { title: VALIDATION_TITLE, description: 'Informe o e-mail.' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    return { title: VALIDATION_TITLE, description: 'Informe um e-mail válido.' };
  }
  return null;
}
