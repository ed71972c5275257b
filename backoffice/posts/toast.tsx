import { useCallback } from 'react';
import { useToast as useShellToast, type ToastVariant } from '../layout/toast.tsx';

/**
 * The spec's titled toasts for the content screens, shown by the back-office's toast provider:
 * toast('Publicado', 'O conteúdo está no ar.') or toast('Erro ao salvar', message, 'error').
 */
export function useToast() {
  const show = useShellToast();
  return useCallback(
    (title: string, description?: string | null, variant: ToastVariant = 'success') =>
      show({ title, description: description ?? undefined, variant }),
    [show],
  );
}
