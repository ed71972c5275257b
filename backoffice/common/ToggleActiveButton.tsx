import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  Button,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { describeDbError } from './errors.ts';
import { useToast } from './toast.tsx';
import type { ResourceMessages } from './messages.ts';

interface ToggleActiveButtonProps {
  messages: ResourceMessages;
  /** The failure toast's description; the server's message unless the resource explains it. */
  describeError?: (error: unknown) => string;
}

/** 'Ativar' / 'Desativar': flips is_active and says so. */
export function ToggleActiveButton({ messages, describeError = describeDbError }: ToggleActiveButtonProps) {
  const record = useRecordContext<RaRecord & { is_active?: boolean }>();
  const resource = useResourceContext();
  const toast = useToast();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const active = record.is_active === true;
  return (
    <Button
      label={active ? 'Desativar' : 'Ativar'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          resource,
          { id: record.id, data: { is_active: !active }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              toast({ title: (active ? messages.deactivated : messages.activated) ?? messages.updated });
              refresh();
            },
            onError: (error) =>
              toast({ title: messages.updateError, description: describeError(error), variant: 'error' }),
          },
        );
      }}
    >
      {active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
}
