import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authProvider } from '../providers/authProvider.ts';
import { ADMIN_AUTH_PATH } from '../providers/authProvider.ts';
import { errorMessage } from '../common/errors.ts';
import { useToast } from '../common/toast.tsx';

/** 'Sair': signs out, tells the admin, and goes to the sign-in page. */
export function useSignOut() {
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await authProvider.logout({});
      toast({ title: 'Logout realizado', description: 'Você saiu do painel administrativo.' });
      navigate(ADMIN_AUTH_PATH, { replace: true });
    } catch (error) {
      toast({ title: 'Erro no logout', description: errorMessage(error), variant: 'error' });
    } finally {
      setPending(false);
    }
  }, [navigate, toast]);

  return { signOut, pending };
}
