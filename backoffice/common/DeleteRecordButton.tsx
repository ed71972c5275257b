import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  DeleteWithConfirmButton,
  useDelete,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { errorMessage, useToast } from '../layout/toast.tsx';
import type { ResourceMessages } from './messages.ts';

interface DeleteRecordButtonProps {
  messages: ResourceMessages;
  /** The question asked first; without it the record is removed at once (the spec's courses). */
  confirm?: { title: string; content: string };
  /** Where to go after deleting from an edit page. */
  redirect?: 'list' | false;
}

/** Deletes the record in context, with the resource's toasts, optionally after a confirmation. */
export function DeleteRecordButton({ messages, confirm, redirect = false }: DeleteRecordButtonProps) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const toast = useToast();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const onSuccess = () => {
    toast({ title: messages.deleted });
    refresh();
  };
  const onError = (error: unknown) =>
    toast({ title: messages.deleteError, description: errorMessage(error), variant: 'error' });

  if (confirm) {
    return (
      <DeleteWithConfirmButton
        label="Excluir"
        confirmTitle={confirm.title}
        confirmContent={confirm.content}
        mutationMode="pessimistic"
        redirect={redirect}
        mutationOptions={{ onSuccess, onError }}
      />
    );
  }
  return (
    <Button
      label="Excluir"
      color="error"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        remove(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', onSuccess, onError },
        );
      }}
    >
      <DeleteIcon />
    </Button>
  );
}
