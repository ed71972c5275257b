import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import {
  Button,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { validDate } from '../common/dateTimeValue.ts';
import { describeDbError } from '../common/errors.ts';
import { publishProblem } from '../common/postContent.ts';
import { useToast } from '../common/toast.tsx';
import {
  defaultScheduleTime,
  formatScheduleBR,
  publicationState,
  scheduleData,
  scheduledLabel,
  scheduleTimeError,
  type Publication,
} from './schedule.ts';

// The date pickers load when the dialog first opens, not with the lists and forms that show the button.
const DateTimePickerField = lazy(() => import('../common/DateTimePickerField.tsx'));

/**
 * 'Agendar': picks a date and time (pt-BR, 24 h) and stores the post as published at that time; the
 * public read rule keeps it hidden until then.
 */
export function ScheduleButton({ labelled = false }: { labelled?: boolean }) {
  const record = useRecordContext<RaRecord & Publication>();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<Date | null>(null);
  const [touched, setTouched] = useState(false);
  if (!record || !resource) return null;
  const picked = validDate(value);
  const error = touched ? scheduleTimeError(picked) : undefined;

  const start = () => {
    // An untitled or empty row is refused before the date is asked for.
    const problem = publishProblem(record);
    if (problem) {
      toast({ title: 'Não foi possível agendar', description: problem, variant: 'error' });
      return;
    }
    const current = publicationState(record) === 'scheduled' && record.published_at;
    setValue(current ? new Date(current) : defaultScheduleTime());
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
          <Suspense fallback={<LinearProgress aria-label="Carregando calendário" sx={{ my: 3 }} />}>
            <DateTimePickerField
              label="Publicar em"
              value={value}
              onChange={(next) => {
                setValue(next);
                setTouched(true);
              }}
              disablePast
              error={Boolean(error)}
              helperText={
                error ??
                (picked
                  ? `Entra no ar sozinho em ${formatScheduleBR(picked)}.`
                  : 'O conteúdo entra no ar sozinho nesta data e hora.')
              }
              fullWidth
            />
          </Suspense>
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
