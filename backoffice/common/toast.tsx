import { Alert, AlertTitle, Stack } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Title + description toasts, as the spec words its messages ('Logout realizado' / 'Você saiu do painel
 * administrativo.'). The provider sits above the router, so a toast survives navigation (sign-in →
 * /admin, Sair → /admin-auth).
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The outcome that settles what the error toasts on screen were about (e.g. 'Conta criada' after
   * refused attempts): they are taken away instead of staying above it.
   */
  settlesErrors?: boolean;
}

interface ToastItem extends Required<Omit<ToastInput, 'description' | 'settlesErrors'>> {
  id: number;
  description?: string;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

const DURATION_MS = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback<ShowToast>(
    ({ title, description, variant = 'success', settlesErrors = false }) => {
      const id = nextId.current++;
      setToasts((list) => [
        ...(settlesErrors ? list.filter((t) => t.variant !== 'error') : list).slice(-3),
        { id, title, description, variant },
      ]);
      setTimeout(() => dismiss(id), DURATION_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{
          position: 'fixed',
          bottom: 16,
          right: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: 'min(420px, calc(100vw - 32px))',
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            role={toast.variant === 'error' ? 'alert' : 'status'}
            severity={toast.variant}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            data-testid="toast"
            // Long e-mail addresses in a message wrap instead of running out of the toast.
            sx={{ boxShadow: 3, overflowWrap: 'anywhere' }}
          >
            <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
