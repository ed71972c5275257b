import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../ui/toast-context';

/**
 * Starts the LinkedIn (OpenID Connect) sign-in through the server (routes/auth-sign-in.ts), which
 * answers the provider's address; the browser leaves for it and comes back signed in to `returnTo`
 * (a path of this site; the current page by default).
 */
export function useLinkedInSignIn(returnTo?: string): { busy: boolean; signIn: () => Promise<void> } {
  const toast = useToast();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const signIn = useCallback(async () => {
    setBusy(true);
    try {
      const response = await fetch('/auth/sign-in', {
        method: 'POST',
        credentials: 'same-origin',
        body: new URLSearchParams({ next: returnTo ?? `${location.pathname}${location.search}` }),
      });
      const body = (await response.json()) as { url?: string; error?: string };
      if (!response.ok || !body.url) {
        toast({
          title: 'Falha ao iniciar login',
          description: body.error ?? `Erro ${response.status}`,
          variant: 'destructive',
        });
        setBusy(false);
        return;
      }
      window.location.assign(body.url);
    } catch {
      toast({
        title: 'Erro de conexão',
        description: 'Não foi possível conectar ao LinkedIn. Tente novamente.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }, [toast, returnTo, location.pathname, location.search]);
  return { busy, signIn };
}

/** Signs out with the toasts of spec §8; `style` picks which of the two confirmations applies. */
export function signOutToasts(style: 'account' | 'session') {
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
