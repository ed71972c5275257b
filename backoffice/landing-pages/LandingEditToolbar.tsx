import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CancelSaveToolbar } from '../common/CancelSaveToolbar.tsx';
import type { PostRecord } from '../posts/postRules.ts';

export const SAVE_AND_UNPUBLISH = 'Salvar e retirar do ar';

/**
 * Saving an edit sends a landing page back to draft (spec §4). On a published page the button says so
 * and asks first, so nobody takes a live page offline by surprise.
 */
export function LandingEditToolbar({ readOnly }: { readOnly: boolean }) {
  const record = useRecordContext<PostRecord>();
  const { save, saving } = useSaveContext();
  const { handleSubmit } = useFormContext();
  const [asking, setAsking] = useState(false);
  if (record?.status !== 'published' || readOnly) return <CancelSaveToolbar readOnly={readOnly} />;
  return (
    <>
      <CancelSaveToolbar
        submit={
          <Button variant="contained" color="warning" disabled={saving} onClick={() => setAsking(true)}>
            {saving ? 'Salvando…' : SAVE_AND_UNPUBLISH}
          </Button>
        }
      />
      <Confirm
        isOpen={asking}
        title="Salvar e retirar do ar?"
        content="Esta landing page está publicada. Ao salvar, ela volta para rascunho e sai do ar até ser publicada de novo."
        confirm={SAVE_AND_UNPUBLISH}
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
