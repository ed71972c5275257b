import { EditButton } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { deleteToasts, type ResourceMessages } from './messages.ts';
import { ToggleActiveButton } from './ToggleActiveButton.tsx';

interface RecordActionsProps {
  messages: ResourceMessages;
  /** Asked before deleting (events, jobs); without it the record is removed at once (courses). */
  confirm?: { title: string; content: string };
}

/** 'Editar', 'Ativar' / 'Desativar' and 'Excluir' for the record in context, with the resource's toasts. */
export function RecordActions({ messages, confirm }: RecordActionsProps) {
  return (
    <>
      <EditButton label="Editar" />
      <ToggleActiveButton messages={messages} />
      <DeleteRecordButton toasts={deleteToasts(messages)} confirm={confirm} />
    </>
  );
}
