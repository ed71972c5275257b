import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' toasts are errors and are announced assertively. */
  variant?: 'default' | 'destructive';
}

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}
