import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ToastContext, type ToastInput } from '../lib/toast-context.ts';
import { toastPlacement, type ToastPlacement } from './toastPlacement.ts';

interface ToastItem extends ToastInput {
  id: number;
  /** The page it was shown on. */
  path: string;
}

const TOAST_DURATION_MS = 6000;

/** Where the visitor last touched or clicked, in this browser tab (the action a toast answers is usually there). */
let lastPointerY: number | null = null;

function useTrackPointer() {
  useEffect(() => {
    const remember = (event: PointerEvent) => {
      lastPointerY = event.clientY;
    };
    window.addEventListener('pointerdown', remember, { capture: true, passive: true });
    return () => window.removeEventListener('pointerdown', remember, { capture: true });
  }, []);
}

/** The vertical middle of what the visitor acted on: the focused control, else where they tapped. */
function actionY(lastPointer: number | null): number | null {
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) {
    const rect = active.getBoundingClientRect();
    if (rect.height > 0) return rect.top + rect.height / 2;
  }
  return lastPointer;
}

/**
 * One toast at a time (a new one replaces the last, so a phone never has a stack over its content),
 * placed away from the action that caused it ('Vou participar' and 'Adicionar ao calendário' stay in
 * reach), and gone when the visitor moves to another page. It lives in two always-present live
 * regions (polite for information, assertive for errors), so screen readers announce it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const nextId = useRef(1);
  useTrackPointer();
  const { pathname } = useLocation();

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setPlacement(toastPlacement(actionY(lastPointerY), window.innerHeight));
    setToasts([{ ...toast, id, path: toast.outlivesNavigation ? '' : window.location.pathname }]);
  }, []);

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // Another page: what was said about the last one is no longer true here.
    setShownPath(pathname);
    setToasts((list) => list.filter((toast) => toast.path === '' || toast.path === pathname));
  }

  const polite = toasts.filter((toast) => toast.variant !== 'destructive');
  const assertive = toasts.filter((toast) => toast.variant === 'destructive');

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={`toaster toaster--${placement}`}>
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
