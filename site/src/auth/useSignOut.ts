import { useCallback, useState } from 'react';
import { useToast } from '../lib/toast-context.ts';
import { useAuth } from './auth-context.ts';
import { signOutToasts, type SignOutStyle } from './signOutTexts.ts';

/** Sign-out with its confirmation or failure toast. */
export function useSignOut(style: SignOutStyle): { busy: boolean; signOut: () => Promise<void> } {
  const auth = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    const texts = signOutToasts(style);
    setBusy(true);
    try {
      await auth.signOut();
      toast(texts.success);
    } catch (error) {
      toast({
        title: texts.failure,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }, [auth, toast, style]);
  return { busy, signOut };
}
