/** Which of the two sign-outs: the account's own button, or the header's session menu. */
export type SignOutStyle = 'account' | 'session';

export function isSignOutStyle(value: unknown): value is SignOutStyle {
  return value === 'account' || value === 'session';
}

/** The sign-out toasts (the product's exact words); `style` picks which of the two confirmations applies. */
export function signOutToasts(style: SignOutStyle) {
  return style === 'account'
    ? {
        success: { title: 'Logout realizado', description: 'Você saiu da sua conta com sucesso.' },
        failure: 'Erro ao fazer logout',
      }
    : {
        success: { title: 'Você saiu', description: 'Sessão encerrada com sucesso.' },
        failure: 'Falha ao sair',
      };
}
