import { SaveButton, Toolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { deleteToasts, type ResourceMessages } from './messages.ts';

interface SaveDeleteToolbarProps {
  messages: ResourceMessages;
  confirm: { title: string; content: string };
}

/** An edit page's 'Salvar', and 'Excluir' after the question, then back to the list. */
export function SaveDeleteToolbar({ messages, confirm }: SaveDeleteToolbarProps) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Salvar" />
      <DeleteRecordButton toasts={deleteToasts(messages)} confirm={confirm} redirect="list" />
    </Toolbar>
  );
}
