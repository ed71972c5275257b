import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  DeleteWithConfirmButton,
  useDelete,
  useNotify,
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
  /** Without a confirmation: undoable (default), or at once for rows nobody would want back. */
  undoable?: boolean;
}

/**
 * Deletes the record in context: after a confirmation (pessimistic, then the toast and a refresh), or
 * at once and undoable, with 'Desfazer' in react-admin's notification.
 */
export function DeleteRecordButton({
  toasts,
  confirm,
  redirect = false,
  label = 'Excluir',
  undoable = true,
}: DeleteRecordButtonProps) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const toast = useToast();
  const refresh = useRefresh();
  const notify = useNotify();
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
  // No question first (spec): the row leaves the list at once and the database delete waits for the
  // notification to close, so 'Desfazer' brings it back untouched (files included, see afterDeleteRows).
  const text = [toasts.deleted.title, toasts.deleted.description].filter(Boolean).join(' — ');
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
          undoable
            ? {
                mutationMode: 'undoable',
                onSuccess: () => notify(text, { type: 'info', undoable: true, messageArgs: { _: text } }),
                onError,
              }
            : { mutationMode: 'pessimistic', onSuccess, onError },
        );
      }}
    >
      <DeleteIcon />
    </Button>
  );
}
