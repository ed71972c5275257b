import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastInput } from './toast-context';

interface ToastItem extends ToastInput {
  id: number;
}

const TOAST_DURATION_MS = 6000;

/**
 * Toasts live in two always-present live regions (polite for information, assertive for errors),
 * so screen readers announce them as they appear.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-3), { ...toast, id }]);
  }, []);

  const polite = toasts.filter((toast) => toast.variant !== 'destructive');
  const assertive = toasts.filter((toast) => toast.variant === 'destructive');

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toaster">
        <div role="status" aria-live="polite" className="toaster__region">
          {polite.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toaster__region">
          {assertive.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <div className={`toast${toast.variant === 'destructive' ? ' toast--destructive' : ''}`}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Fechar notificação"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
