import { Box, Button as MuiButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { useState } from 'react';
import {
  Create,
  Edit,
  ImageField,
  ImageInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { COVER_UPLOAD_FIELD } from './coverUpload.ts';
import { describeDbError } from './dbErrors.ts';
import { postPayload, validatePostSlug, validatePostTitle, type PostRecord } from './postRules.ts';
import { useToast } from './toast.tsx';
import { useCurrentUserId } from './useCurrentUserId.ts';

type ContentMode = 'markdown' | 'rich';

/** Conteúdo as Markdown (plain text) or rich text (HTML from the editor); both render on the site. */
export function ContentInput({
  source = 'content',
  label = 'Conteúdo',
}: {
  source?: string;
  label?: string;
}) {
  const [mode, setMode] = useState<ContentMode>('markdown');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: ContentMode | null) => next && setMode(next)}
        aria-label="Formato do conteúdo"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="markdown">Markdown</ToggleButton>
        <ToggleButton value="rich">Texto rico</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'markdown' ? (
        <TextInput source={source} label={label} multiline minRows={8} fullWidth />
      ) : (
        <RichTextInput source={source} label={label} fullWidth />
      )}
    </Box>
  );
}

function FormToolbar({ submitLabel }: { submitLabel: string }) {
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <MuiButton onClick={() => redirect('list', resource)} disabled={saving}>
        Cancelar
      </MuiButton>
      <SaveButton label={saving ? 'Salvando…' : submitLabel} icon={<span />} alwaysEnable={!saving} />
    </Toolbar>
  );
}

function CurrentCover() {
  const record = useRecordContext<PostRecord>();
  if (!record?.cover_image_url) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Capa atual
      </Typography>
      <ImageField source="cover_image_url" sx={{ '& img': { maxHeight: 120 } }} />
    </Box>
  );
}

function PostFields() {
  return (
    <>
      <TextInput source="title" label="Título" validate={validatePostTitle} fullWidth />
      <TextInput source="slug" label="Slug" placeholder="meu-post" validate={validatePostSlug} fullWidth />
      <TextInput source="excerpt" label="Resumo" multiline minRows={3} maxRows={3} fullWidth />
      <ContentInput />
      <CurrentCover />
      <ImageInput
        source={COVER_UPLOAD_FIELD}
        label="Capa"
        accept={{ 'image/*': [] }}
        maxSize={5 * 1024 * 1024}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}

export function createPostCreate(resource: string) {
  return function PostCreate() {
    const toast = useToast();
    const redirect = useRedirect();
    const userId = useCurrentUserId();
    return (
      <Create
        title="Criar Novo Post"
        // New posts are drafts of the signed-in author (spec §4 / §7).
        transform={(data: Record<string, unknown>) => ({
          ...postPayload(data),
          status: 'draft',
          published_at: null,
          ...(userId ? { author_id: userId } : {}),
        })}
        mutationOptions={{
          onSuccess: () => {
            toast('Rascunho criado', 'Seu conteúdo foi salvo.');
            redirect('list', resource);
          },
          onError: (error: unknown) => toast('Erro ao salvar', describeDbError(error), 'error'),
        }}
      >
        <SimpleForm toolbar={<FormToolbar submitLabel="Salvar rascunho" />}>
          <Typography variant="h5" component="h1">
            Criar Novo Post
          </Typography>
          <PostFields />
        </SimpleForm>
      </Create>
    );
  };
}

export function createPostEdit(resource: string) {
  return function PostEdit() {
    const toast = useToast();
    const redirect = useRedirect();
    return (
      <Edit
        title="Editar Post"
        mutationMode="pessimistic"
        transform={(data: Record<string, unknown>) => postPayload(data)}
        mutationOptions={{
          onSuccess: () => {
            toast('Atualizado', 'Seu conteúdo foi salvo.');
            redirect('list', resource);
          },
          onError: (error: unknown) => toast('Erro ao salvar', describeDbError(error), 'error'),
        }}
      >
        <SimpleForm toolbar={<FormToolbar submitLabel="Salvar" />}>
          <Typography variant="h5" component="h1">
            Editar Post
          </Typography>
          <PostFields />
        </SimpleForm>
      </Edit>
    );
  };
}
