import ScienceIcon from '@mui/icons-material/Science';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Create,
  Edit,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PageHeading } from '../common/PageHeading.tsx';
import { useToast } from '../common/toast.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { linkLabelFor, previewHtml, type CampaignRecord } from './content.ts';

/** The link under the message: a published post, an upcoming event or the site's home. */
function LinkInput() {
  const origin = window.location.origin;
  const posts = useGetList('blog', {
    filter: { status: 'published' },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'published_at', order: 'DESC' },
  });
  const events = useGetList('events', {
    filter: { is_active: true },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const choices = [
    { id: `${origin}/`, name: 'Página inicial do site' },
    ...(posts.data ?? []).map((p: RaRecord) => ({
      id: `${origin}/blog/${p.slug}`,
      name: `Artigo: ${p.title}`,
    })),
    ...(events.data ?? []).map((e: RaRecord) => ({
      id: `${origin}/events/${e.id}`,
      name: `Evento: ${e.title}`,
    })),
  ];
  return (
    <SelectInput
      source="link_url"
      label="Link (opcional)"
      choices={choices}
      emptyText="Sem link"
      isLoading={posts.isPending || events.isPending}
      fullWidth
    />
  );
}

function Preview() {
  const values = useWatch() as Partial<CampaignRecord>;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Prévia
      </Typography>
      <Box
        component="iframe"
        title="Prévia do e-mail"
        sandbox=""
        srcDoc={previewHtml(values)}
        sx={{
          width: '100%',
          height: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
}

/** Sends the message as it is now to the signed-in admin, with '[Teste]' in the subject. */
function TestSendButton() {
  const { getValues } = useFormContext();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const values = getValues() as Partial<CampaignRecord>;
    setBusy(true);
    try {
      const { data, error } = await supabaseClient.functions.invoke<{ sentTo: string }>('mail-campaigns', {
        body: {
          action: 'test',
          subject: values.subject,
          bodyMarkdown: values.body_markdown,
          linkUrl: values.link_url ?? null,
          linkLabel: linkLabelFor(values.link_url),
        },
      });
      if (error || !data) throw error ?? new Error('sem resposta');
      toast({ title: 'Teste enviado', description: `Confira a caixa de ${data.sentTo}.` });
    } catch {
      toast({
        title: 'Erro ao enviar o teste',
        description: 'Confira o assunto e o texto e tente novamente.',
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void send()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <ScienceIcon />}
    >
      Enviar teste para mim
    </Button>
  );
}

function CampaignInputs() {
  return (
    <>
      <TextInput source="subject" label="Assunto" validate={required()} fullWidth />
      <TextInput
        source="body_markdown"
        label="Mensagem (markdown)"
        validate={required()}
        multiline
        minRows={8}
        fullWidth
        helperText="**negrito**, *itálico*, [link](https://…), listas com -"
      />
      <LinkInput />
      <Typography variant="subtitle1" component="h2">
        Para quem
      </Typography>
      <BooleanInput source="to_subscribers" label="Assinantes confirmados da newsletter" />
      <BooleanInput source="to_members" label="Membros da comunidade" />
      <Box sx={{ mb: 2 }}>
        <TestSendButton />
      </Box>
      <Preview />
    </>
  );
}

const transform = (data: Partial<CampaignRecord>) => ({
  ...data,
  link_url: data.link_url || null,
  link_label: linkLabelFor(data.link_url),
});

export function CampaignCreate() {
  return (
    <>
      <PageHeading>Nova mensagem</PageHeading>
      <Create title="Nova mensagem" redirect="show" transform={transform}>
        <SimpleForm defaultValues={{ to_subscribers: true, to_members: false }}>
          <CampaignInputs />
        </SimpleForm>
      </Create>
    </>
  );
}

export function CampaignEdit() {
  return (
    <>
      <PageHeading>Editar mensagem</PageHeading>
      <Edit title="Editar mensagem" mutationMode="pessimistic" redirect="show" transform={transform}>
        <SimpleForm>
          <CampaignInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
