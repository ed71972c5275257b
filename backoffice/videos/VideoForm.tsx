import { Box, Button as MuiButton, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  TextInput,
  useCreate,
  useEditContext,
  useInput,
  useRedirect,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { describeDbError } from '../common/errors.ts';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { useToast } from '../common/toast.tsx';
import { currentSession } from '../auth/session.ts';
import { removeQuietly, uploadWithProgress } from '../uploads/storage.ts';
import { publicUrl } from '../uploads/storageClient.ts';
import { createVideo } from './createVideoFlow.ts';
import { readVideoMetadata } from './metadata.ts';
import { VIDEO_MESSAGES, validateVideoForm, videoUpdateData, type VideoFormValues } from './videoRules.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { TitleInput } from '../common/TitleInput.tsx';

function FormActions({ busy, submitLabel }: { busy: boolean; submitLabel: string }) {
  const redirect = useRedirect();
  return (
    <Stack direction="row" spacing={1} sx={{ p: 2 }}>
      <MuiButton onClick={() => redirect('list', 'videos')} disabled={busy}>
        Cancelar
      </MuiButton>
      <MuiButton type="submit" variant="contained" disabled={busy}>
        {busy ? 'Enviando...' : submitLabel}
      </MuiButton>
    </Stack>
  );
}

function TextFields() {
  return (
    <>
      <TitleInput label="Título *" />
      <TextInput source="description" label="Descrição" multiline minRows={3} fullWidth />
      <TextInput
        source="tags"
        label="Tags"
        helperText="Separe as tags com vírgulas"
        format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string) ?? ''))}
        fullWidth
      />
    </>
  );
}

/** The required video file (create only), kept as a File in the form's state. */
function VideoFileInput({ disabled }: { disabled: boolean }) {
  const { field } = useInput<File | null>({ source: 'file', defaultValue: null });
  const file = field.value;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="label" htmlFor="video-file">
        Arquivo de Vídeo *
      </Typography>
      {/* The browser's own picker button speaks the browser's language and names the file again: a
          pt-BR button opens the hidden input instead, and the chosen file is named once, beside it. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <MuiButton component="label" variant="outlined" disabled={disabled} startIcon={<UploadFileIcon />}>
          {file ? 'Trocar vídeo' : 'Escolher vídeo'}
          <Box
            component="input"
            id="video-file"
            type="file"
            accept="video/*"
            disabled={disabled}
            sx={visuallyHidden}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              field.onChange(event.target.files?.[0] ?? null)
            }
          />
        </MuiButton>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? file.name : 'Nenhum arquivo escolhido'}
        </Typography>
      </Stack>
    </Box>
  );
}

function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" gutterBottom>
        Enviando vídeo… {value}%
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-label="Progresso do envio" />
    </Box>
  );
}

/** The create form: createVideo() does the work, this shows its progress and outcome. */
function VideoCreateForm() {
  const toast = useToast();
  const redirect = useRedirect();
  const [create] = useCreate();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = async (values: FieldValues) => {
    setBusy(true);
    abort.current = new AbortController();
    const signal = abort.current.signal;
    try {
      const outcome = await createVideo(
        values as VideoFormValues,
        {
          readMetadata: readVideoMetadata,
          session: async () => {
            const session = await currentSession();
            return session ? { userId: session.user.id, accessToken: session.access_token } : null;
          },
          upload: (args) => uploadWithProgress({ ...args, bucket: 'videos', upsert: false, signal }),
          publicUrl: (path) => publicUrl('videos', path),
          insert: (row) => create('videos', { data: row }, { returnPromise: true }),
          remove: (path) => removeQuietly('videos', [path]),
        },
        setProgress,
      );
      if (outcome.ok) {
        toast({ title: VIDEO_MESSAGES.created });
        redirect('list', 'videos');
      } else {
        toast({ title: outcome.title, description: outcome.description, variant: 'error' });
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <SimpleForm
      warnWhenUnsavedChanges
      onSubmit={submit}
      toolbar={<FormActions busy={busy} submitLabel="Criar" />}
      noValidate
    >
      <Typography variant="h5" component="h1">
        Adicionar Novo Vídeo
      </Typography>
      <TextFields />
      <VideoFileInput disabled={busy} />
      <UploadProgress value={progress} />
    </SimpleForm>
  );
}

export function VideoCreate() {
  return (
    <Create title="Adicionar Novo Vídeo">
      <VideoCreateForm />
    </Create>
  );
}

function VideoEditForm() {
  const { record } = useEditContext<RaRecord>();
  const toast = useToast();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;

  const submit = async (values: FieldValues) => {
    const form = values as VideoFormValues;
    const problem = validateVideoForm(form, false);
    if (problem) {
      toast({ title: 'Erro', description: problem, variant: 'error' });
      return;
    }
    try {
      await update(
        'videos',
        { id: record.id, data: videoUpdateData(form), previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      toast({ title: VIDEO_MESSAGES.updated });
      redirect('list', 'videos');
    } catch (err) {
      toast({ title: VIDEO_MESSAGES.updateError, description: describeDbError(err), variant: 'error' });
    }
  };

  return (
    <SimpleForm
      warnWhenUnsavedChanges
      onSubmit={submit}
      toolbar={<FormActions busy={isPending} submitLabel="Atualizar" />}
      noValidate
    >
      <Typography variant="h5" component="h1">
        Editar Vídeo
      </Typography>
      <TextFields />
    </SimpleForm>
  );
}

export function VideoEdit() {
  return (
    <Edit title="Editar Vídeo" mutationMode="pessimistic">
      <VideoEditForm />
      <RecordHistory />
    </Edit>
  );
}
