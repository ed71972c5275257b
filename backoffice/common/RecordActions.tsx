import { Box } from '@mui/material';
import { EditButton } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { deleteToasts, type ResourceMessages } from './messages.ts';
import { ToggleActiveButton } from './ToggleActiveButton.tsx';

interface RecordActionsProps {
  messages: ResourceMessages;
  /** Asked before deleting (events, jobs); without it the record is removed at once (courses). */
  confirm?: { title: string; content: string };
}

/**
 * 'Editar', 'Ativar' / 'Desativar' and 'Excluir' for the record in context, with the resource's toasts.
 * They wrap onto two lines rather than widen the table past its column (where 'Excluir' was off-screen).
 */
export function RecordActions({ messages, confirm }: RecordActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 110 }}>
      <EditButton label="Editar" />
      <ToggleActiveButton messages={messages} />
      <DeleteRecordButton toasts={deleteToasts(messages)} confirm={confirm} />
    </Box>
  );
}
