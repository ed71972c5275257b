import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  useDelete,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { errorMessage } from './dbErrors.ts';

export interface DeleteNowButtonProps {
  /** Toast after a successful delete. */
  onDeleted: () => void;
  /** Toast after a failure, with the server's message. */
  onFailed: (message: string) => void;
  label?: string;
}

/**
 * Deletes at once, without confirmation or undo (the spec's rule for ambassadors, videos and posts),
 * then refreshes the list.
 */
export function DeleteNowButton({ onDeleted, onFailed, label = 'Excluir' }: DeleteNowButtonProps) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;
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
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              onDeleted();
              refresh();
            },
            onError: (error) => onFailed(errorMessage(error)),
          },
        );
      }}
    >
      <DeleteIcon />
    </Button>
  );
}
