import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteMany, useListContext, useNotify, useResourceContext } from 'react-admin';
import { describeDbError } from './errors.ts';
import { useToast } from './toast.tsx';

/** What a bulk delete says for n selected rows, in pt-BR with its agreement ('estas 2 vagas'). */
export interface BulkDeleteWording {
  title: (count: number) => string;
  question: (count: number) => string;
  removed: (count: number) => string;
}

/**
 * 'Excluir' for the selected rows of a resource that asks first (events, jobs): the question in the
 * plural when several are selected, then the rows leave the list with 'Desfazer' in the notification,
 * as a single undoable delete does; the database delete waits for the notification to close.
 */
export function BulkDeleteAskFirst({ wording }: { wording: BulkDeleteWording }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const toast = useToast();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;
  if (!resource) return null;

  const onConfirm = () => {
    setOpen(false);
    const text = wording.removed(count);
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          onUnselectItems();
          notify(text, { type: 'info', undoable: true, messageArgs: { _: text } });
        },
        onError: (error) =>
          toast({ title: 'Erro ao remover', description: describeDbError(error), variant: 'error' }),
      },
    );
  };

  return (
    <>
      <Button label="Excluir" color="error" disabled={isPending || count === 0} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        title={wording.title(count)}
        content={wording.question(count)}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Events' and jobs' bulk wording. */
export const EVENT_BULK_DELETE: BulkDeleteWording = {
  title: (n) => (n === 1 ? 'Remover evento' : `Remover ${n} eventos`),
  question: (n) =>
    n === 1
      ? 'Tem certeza que deseja remover este evento?'
      : `Tem certeza que deseja remover estes ${n} eventos?`,
  removed: (n) => (n === 1 ? 'Evento removido' : `${n} eventos removidos`),
};

export const JOB_BULK_DELETE: BulkDeleteWording = {
  title: (n) => (n === 1 ? 'Remover vaga' : `Remover ${n} vagas`),
  question: (n) =>
    n === 1
      ? 'Tem certeza que deseja remover esta vaga?'
      : `Tem certeza que deseja remover estas ${n} vagas?`,
  removed: (n) => (n === 1 ? 'Vaga removida' : `${n} vagas removidas`),
};
