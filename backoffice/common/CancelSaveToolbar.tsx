import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, Toolbar, useRedirect, useResourceContext, useSaveContext } from 'react-admin';

/** A form's 'Cancelar' (back to the list) and save button, which reads 'Salvando…' while saving. */
export function CancelSaveToolbar({
  submitLabel = 'Salvar',
  readOnly = false,
  submit,
}: {
  submitLabel?: string;
  /** Someone else's content: saving would be refused, so the button is off. */
  readOnly?: boolean;
  /** A submit control of the screen's own, in place of the save button. */
  submit?: ReactNode;
}) {
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button onClick={() => redirect('list', resource)} disabled={saving}>
        Cancelar
      </Button>
      {submit ?? (
        <SaveButton
          label={saving ? 'Salvando…' : submitLabel}
          icon={<span />}
          alwaysEnable={!saving && !readOnly}
          disabled={readOnly}
        />
      )}
    </Toolbar>
  );
}
