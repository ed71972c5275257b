import { ADMIN_LOGIN_ENTRY } from '#shared/adminAuthPaths.ts';

/** The titles and texts of the sign-in toasts. */
export interface SignInWording {
  failure: string;
  denied: string;
  success: { title: string; description: string };
}

const ADMIN_AUTH_WORDING: SignInWording = {
  failure: 'Erro no login',
  denied: 'Acesso negado',
  success: { title: 'Login realizado com sucesso', description: 'Bem-vindo ao painel administrativo.' },
};

/** The words the /admin-login address has always shown, kept for whoever signs in through it. */
const ADMIN_LOGIN_WORDING: SignInWording = {
  failure: 'Falha no login',
  denied: 'Falha no login',
  success: { title: 'Bem-vindo(a)', description: 'Login realizado com sucesso.' },
};

/** The wording for this arrival: /admin-login leads here with its entry in the query. */
export function signInWording(search: string): SignInWording {
  const entry = new URLSearchParams(search).get(ADMIN_LOGIN_ENTRY.param);
  return entry === ADMIN_LOGIN_ENTRY.value ? ADMIN_LOGIN_WORDING : ADMIN_AUTH_WORDING;
}
