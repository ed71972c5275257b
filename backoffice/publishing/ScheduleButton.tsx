import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { describeDbError } from '../common/errors.ts';
import { useToast } from '../common/toast.tsx';
import {
  defaultScheduleTime,
  formatScheduleBR,
  fromDateTimeLocal,
  publicationState,
  scheduleData,
  scheduledLabel,
  scheduleTimeError,
  toDateTimeLocal,
  type Publication,
} from './schedule.ts';

/**
 * 'Agendar': picks a date and time (the browser's pt-BR picker) and stores the post as published at
 * that time; the public read rule keeps it hidden until then.
 */
export function ScheduleButton({ labelled = false }: { labelled?: boolean }) {
  const record = useRecordContext<RaRecord & Publication>();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  if (!record || !resource) return null;
  const picked = fromDateTimeLocal(value);
  const error = touched ? scheduleTimeError(picked) : undefined;

  const start = () => {
    const current = publicationState(record) === 'scheduled' && record.published_at;
    setValue(toDateTimeLocal(current ? new Date(current) : defaultScheduleTime()));
    setTouched(false);
    setOpen(true);
  };

  const confirm = () => {
    setTouched(true);
    if (scheduleTimeError(picked) || !picked) return;
    update(
      resource,
      { id: record.id, data: scheduleData(picked), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          toast({ title: 'Agendado', description: `${scheduledLabel(picked)}.` });
          refresh();
        },
        onError: (failure) =>
          toast({ title: 'Erro ao agendar', description: describeDbError(failure), variant: 'error' }),
      },
    );
  };

  return (
    <>
      {labelled ? (
        // Outside lists the label stays on phones too (react-admin's Button keeps only the icon there).
        <MuiButton size="small" startIcon={<ScheduleIcon />} onClick={start}>
          Agendar
        </MuiButton>
      ) : (
        <Button
          label="Agendar"
          onClick={(event) => {
            event.stopPropagation();
            start();
          }}
        >
          <ScheduleIcon />
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby="schedule-dialog-title"
      >
        <DialogTitle id="schedule-dialog-title">Agendar publicação</DialogTitle>
        <DialogContent>
          <TextField
            type="datetime-local"
            label="Publicar em"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            error={Boolean(error)}
            // Echoed in pt-BR whatever language the browser draws its picker in.
            helperText={
              error ??
              (picked
                ? `Entra no ar sozinho em ${formatScheduleBR(picked)}.`
                : 'O conteúdo entra no ar sozinho nesta data e hora.')
            }
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { lang: 'pt-BR', step: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancelar</MuiButton>
          <MuiButton variant="contained" disabled={isPending} onClick={confirm}>
            Agendar
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
