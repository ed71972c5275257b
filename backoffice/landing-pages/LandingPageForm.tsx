import { Button as MuiButton, Divider, Typography } from '@mui/material';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
  useSaveContext,
} from 'react-admin';
import { describeDbError } from '../posts/dbErrors.ts';
import { useToast } from '../posts/toast.tsx';
import { useCurrentUserId } from '../posts/useCurrentUserId.ts';
import { landingEditPayload, landingPayload } from './landingRules.ts';

function FormToolbar() {
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <MuiButton onClick={() => redirect('list', 'landing-pages')} disabled={saving}>
        Cancelar
      </MuiButton>
      <SaveButton label={saving ? 'Salvando…' : 'Salvar'} icon={<span />} alwaysEnable={!saving} />
    </Toolbar>
  );
}

function LandingFields() {
  return (
    <>
      <TextInput source="title" label="Título" fullWidth />
      <TextInput source="slug" label="Slug" placeholder="minha-landing" fullWidth />
      <TextInput source="excerpt" label="Descrição" multiline minRows={2} fullWidth />
      <TextInput
        source="content"
        label="Conteúdo"
        helperText="HTML ou Markdown"
        multiline
        minRows={10}
        fullWidth
      />
      <Divider flexItem sx={{ my: 2 }} />
      <Typography variant="h6" component="h2">
        SEO
      </Typography>
      <TextInput source="seo_meta_title" label="Meta Title" fullWidth />
      <TextInput source="seo_og_title" label="Open Graph Title" fullWidth />
      <TextInput
        source="seo_meta_description"
        label="Meta Description"
        helperText="Máximo de 160 caracteres"
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput source="seo_og_description" label="Open Graph Description" multiline minRows={2} fullWidth />
      <TextInput source="seo_og_image" label="Open Graph Image URL" fullWidth />
    </>
  );
}

export function LandingPageCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  const userId = useCurrentUserId();
  return (
    <Create
      title="Nova Landing Page"
      transform={(data: Record<string, unknown>) => ({
        ...landingPayload(data),
        status: 'draft',
        published_at: null,
        ...(userId ? { author_id: userId } : {}),
      })}
      mutationOptions={{
        onSuccess: () => {
          toast('Criada', 'Landing page foi criada como rascunho.');
          redirect('list', 'landing-pages');
        },
        onError: (error: unknown) => toast('Erro ao salvar', describeDbError(error), 'error'),
      }}
    >
      <SimpleForm toolbar={<FormToolbar />} noValidate>
        <Typography variant="h5" component="h1">
          Nova Landing Page
        </Typography>
        <LandingFields />
      </SimpleForm>
    </Create>
  );
}

export function LandingPageEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Edit
      title="Editar Landing Page"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => landingEditPayload(data)}
      mutationOptions={{
        onSuccess: () => {
          toast('Atualizado', 'Landing page foi atualizada.');
          redirect('list', 'landing-pages');
        },
        onError: (error: unknown) => toast('Erro ao salvar', describeDbError(error), 'error'),
      }}
    >
      <SimpleForm toolbar={<FormToolbar />} noValidate>
        <Typography variant="h5" component="h1">
          Editar Landing Page
        </Typography>
        <LandingFields />
      </SimpleForm>
    </Edit>
  );
}
