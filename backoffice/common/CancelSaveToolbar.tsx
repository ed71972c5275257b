import { Button } from '@mui/material';
import { SaveButton, Toolbar, useRedirect, useResourceContext, useSaveContext } from 'react-admin';

/** A form's 'Cancelar' (back to the list) and save button, which reads 'Salvando…' while saving. */
export function CancelSaveToolbar({ submitLabel = 'Salvar' }: { submitLabel?: string }) {
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button onClick={() => redirect('list', resource)} disabled={saving}>
        Cancelar
      </Button>
      <SaveButton label={saving ? 'Salvando…' : submitLabel} icon={<span />} alwaysEnable={!saving} />
    </Toolbar>
  );
}
