import { useRedirect, useRefresh, useResourceContext } from 'react-admin';
import { errorMessage, useToast } from '../layout/toast.tsx';
import type { ResourceMessages } from './messages.ts';

/**
 * Side effects of a create or edit form: the spec's toast, back to the list on success; on failure
 * the error toast and nothing else, so the form keeps what the admin typed.
 */
export function useSaveHandlers(messages: ResourceMessages, kind: 'create' | 'update') {
  const toast = useToast();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      toast({ title: kind === 'create' ? messages.created : messages.updated });
      refresh();
      redirect('list', resource);
    },
    onError: (error: unknown) => {
      toast({
        title: kind === 'create' ? messages.createError : messages.updateError,
        description: errorMessage(error),
        variant: 'error',
      });
    },
  };
}
