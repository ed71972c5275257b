import { useCallback, useState } from 'react';
import { useToast } from '../lib/toast-context.ts';

/**
 * Starts the LinkedIn (OpenID Connect) sign-in through the server (routes/auth-sign-in.ts), which
 * answers the provider's address as JSON; the browser leaves for it and comes back signed in to
 * `next` (a path of this site). Used by LinkedInSignInButton once the page has hydrated.
 */
export function useLinkedInSignIn(next: string): { busy: boolean; signIn: () => Promise<void> } {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const signIn = useCallback(async () => {
    setBusy(true);
    try {
      const response = await fetch('/auth/sign-in', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ next }),
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
  }, [toast, next]);
  return { busy, signIn };
}
