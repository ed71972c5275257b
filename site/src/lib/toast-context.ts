import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' toasts are errors and are announced assertively. */
  variant?: 'default' | 'destructive';
  /**
   * Shown while the page changes to the one it announces ('Conta excluída' on the way home); any
   * other toast belongs to the page it was shown on and leaves with it.
   */
  outlivesNavigation?: boolean;
}

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}
