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
import { describeDbError } from './errors.ts';
import type { DeleteToasts } from './messages.ts';
import { useToast } from './toast.tsx';

interface DeleteRecordButtonProps {
  toasts: DeleteToasts;
  /** The question asked first; without it the record is removed at once (courses, posts, videos…). */
  confirm?: { title: string; content: string };
  /** Where to go after deleting from an edit page. */
  redirect?: 'list' | false;
  label?: string;
}

/** Deletes the record in context (no undo), says so and refreshes the list, optionally after a confirmation. */
export function DeleteRecordButton({
  toasts,
  confirm,
  redirect = false,
  label = 'Excluir',
}: DeleteRecordButtonProps) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const toast = useToast();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const onSuccess = () => {
    toast(toasts.deleted);
    refresh();
  };
  const onError = (error: unknown) => toast(toasts.failed(describeDbError(error)));

  if (confirm) {
    return (
      <DeleteWithConfirmButton
        label={label}
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
      label={label}
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
