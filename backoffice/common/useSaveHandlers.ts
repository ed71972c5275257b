import { useRedirect, useRefresh, useResourceContext } from 'react-admin';
import { describeDbError } from './errors.ts';
import type { ResourceMessages, SaveToasts } from './messages.ts';
import { useToast } from './toast.tsx';

/**
 * Side effects of a create or edit form (its mutationOptions): the success toast, then back to the
 * list; on failure the error toast and nothing else, so the form keeps what the admin typed.
 * `refresh` also reloads the screen's data before leaving.
 */
export function useSaveToasts(toasts: SaveToasts, { refresh = false }: { refresh?: boolean } = {}) {
  const toast = useToast();
  const redirect = useRedirect();
  const reload = useRefresh();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      toast(toasts.saved);
      if (refresh) reload();
      redirect('list', resource);
    },
    onError: (error: unknown) => {
      toast(toasts.failed(error));
    },
  };
}

/** The save side effects with a resource's messages: its title, the server's message below an error. */
export function useSaveHandlers(messages: ResourceMessages, kind: 'create' | 'update') {
  return useSaveToasts(
    {
      saved: { title: kind === 'create' ? messages.created : messages.updated },
      failed: (error) => ({
        title: kind === 'create' ? messages.createError : messages.updateError,
        description: describeDbError(error),
        variant: 'error',
      }),
    },
    { refresh: true },
  );
}
