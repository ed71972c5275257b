import { useCallback, useState } from 'react';
import { supabase } from '../lib/supabase';
import { useToast } from '../ui/toast-context';

/**
 * Starts the LinkedIn (OpenID Connect) sign-in; the browser leaves for the provider on success and comes
 * back to `returnTo` (a path of the site; the home page by default).
 */
export function useLinkedInSignIn(returnTo = '/'): { busy: boolean; signIn: () => Promise<void> } {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const signIn = useCallback(async () => {
    setBusy(true);
    try {
      const { error } = await supabase.auth.signInWithOAuth({
        provider: 'linkedin_oidc',
        options: {
          redirectTo: `${window.location.origin}${returnTo.startsWith('/') ? returnTo : '/'}`,
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      if (error) {
        toast({ title: 'Falha ao iniciar login', description: error.message, variant: 'destructive' });
        setBusy(false);
      }
    } catch {
      toast({
        title: 'Erro de conexão',
        description: 'Não foi possível conectar ao LinkedIn. Tente novamente.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }, [toast, returnTo]);
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
