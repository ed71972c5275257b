import type { ToastInput } from './toast.tsx';

/** The toasts one resource shows (the spec's wording per resource). */
export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  createError: string;
  updateError: string;
  deleteError: string;
  activated?: string;
  deactivated?: string;
}

/** What a create or edit form says: the success toast, and the failure toast for what was thrown. */
export interface SaveToasts {
  saved: ToastInput;
  failed: (error: unknown) => ToastInput;
}

/** What a delete says: the success toast, and the failure toast given the server's message. */
export interface DeleteToasts {
  deleted: ToastInput;
  failed: (message: string) => ToastInput;
}

/** The usual delete toasts: the resource's title alone, or its error title over the server's message. */
export function deleteToasts(messages: Pick<ResourceMessages, 'deleted' | 'deleteError'>): DeleteToasts {
  return {
    deleted: { title: messages.deleted },
    failed: (message) => ({ title: messages.deleteError, description: message, variant: 'error' }),
  };
}
