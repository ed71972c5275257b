/** Which of the two sign-outs of spec §8: the account's own button, or the header's session menu. */
export type SignOutStyle = 'account' | 'session';

export function isSignOutStyle(value: unknown): value is SignOutStyle {
  return value === 'account' || value === 'session';
}

/** Signs out with the toasts of spec §8; `style` picks which of the two confirmations applies. */
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
