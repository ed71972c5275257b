import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';

interface ActiveBulkActionsProps {
  /** The resource's delete question (events, jobs); without it the bulk delete is undoable. */
  confirmDelete?: { title: string; content: string };
}

/** 'Ativar', 'Desativar' and 'Excluir' for the selected rows; the changes can be undone from the notification. */
export function ActiveBulkActions({ confirmDelete }: ActiveBulkActionsProps) {
  return (
    <>
      <BulkUpdateButton
        label="Ativar"
        data={{ is_active: true }}
        mutationMode="undoable"
        icon={<ToggleOnIcon />}
      />
      <BulkUpdateButton
        label="Desativar"
        data={{ is_active: false }}
        mutationMode="undoable"
        icon={<ToggleOffIcon />}
      />
      {confirmDelete ? (
        <BulkDeleteButton
          label="Excluir"
          mutationMode="pessimistic"
          confirmTitle={confirmDelete.title}
          confirmContent={confirmDelete.content}
        />
      ) : (
        <BulkDeleteButton label="Excluir" mutationMode="undoable" />
      )}
    </>
  );
}
