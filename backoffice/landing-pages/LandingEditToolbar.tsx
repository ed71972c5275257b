import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CancelSaveToolbar } from '../common/CancelSaveToolbar.tsx';
import type { PostRecord } from '../posts/postRules.ts';
import { saveEditWarning } from './landingRules.ts';

/**
 * Saving an edit sends a landing page back to draft. On a live or scheduled page the button
 * says what saving does and asks first, so nobody takes a page offline or off its schedule by surprise.
 */
export function LandingEditToolbar({ readOnly }: { readOnly: boolean }) {
  const record = useRecordContext<PostRecord>();
  const { save, saving } = useSaveContext();
  const { handleSubmit } = useFormContext();
  const [asking, setAsking] = useState(false);
  const warning = record && !readOnly ? saveEditWarning(record) : null;
  if (!warning) return <CancelSaveToolbar readOnly={readOnly} />;
  return (
    <>
      <CancelSaveToolbar
        submit={
          <Button variant="contained" color="warning" disabled={saving} onClick={() => setAsking(true)}>
            {saving ? 'Salvando…' : warning.button}
          </Button>
        }
      />
      <Confirm
        isOpen={asking}
        title={warning.title}
        content={warning.content}
        confirm={warning.button}
        cancel="Continuar editando"
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void handleSubmit((values) => save?.(values))();
        }}
      />
    </>
  );
}
