import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';
import { BulkDeleteAskFirst, type BulkDeleteWording } from './BulkDeleteAskFirst.tsx';

interface ActiveBulkActionsProps {
  /** The resource's delete question in singular and plural (events, jobs), asked before the undoable delete. */
  confirmDelete?: BulkDeleteWording;
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
        <BulkDeleteAskFirst wording={confirmDelete} />
      ) : (
        <BulkDeleteButton label="Excluir" mutationMode="undoable" />
      )}
    </>
  );
}
