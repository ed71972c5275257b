import { Divider, Typography } from '@mui/material';
import { Create, Edit, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { CancelSaveToolbar } from '../common/CancelSaveToolbar.tsx';
import { isOwnRecord, OtherAuthorAlert } from '../common/ownership.tsx';
import { contentSaveFailed } from '../common/postContent.ts';
import { useCurrentUserId } from '../auth/useCurrentUserId.ts';
import { useSaveToasts } from '../common/useSaveHandlers.ts';
import type { PostRecord } from '../posts/postRules.ts';
import { SlugInput } from '../posts/SlugInput.tsx';
import { ContentInput } from '../publishing/ContentInput.tsx';
import { PublicationPanel } from '../publishing/PublicationPanel.tsx';
import { SeoPreviewCard, type SeoSources } from '../publishing/SeoPreviewCard.tsx';
import { LandingEditToolbar } from './LandingEditToolbar.tsx';
import { landingEditPayload, landingPayload } from './landingRules.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { landingPagePage, RecordViewsSummary } from '../audience/PathViews.tsx';
import { TitleInput } from '../common/TitleInput.tsx';

/** The landing page's meta tags on the site: SEO fields first, then title and description. */
const LANDING_SEO_SOURCES: SeoSources = {
  googleTitle: ['seo_meta_title', 'seo_og_title'],
  shareTitle: ['seo_og_title', 'seo_meta_title'],
  description: ['seo_meta_description', 'seo_og_description', 'excerpt'],
  shareDescription: ['seo_og_description', 'seo_meta_description', 'excerpt'],
  image: ['seo_og_image'],
  path: (slug) => `/lp/${slug}`,
  fallbackImage: (slug) => `/og/lp/${slug || 'pagina'}.png`,
};

function LandingFields() {
  return (
    <>
      <TitleInput />
      <SlugInput placeholder="minha-landing" />
      <TextInput source="excerpt" label="Descrição" multiline minRows={2} fullWidth />
      <ContentInput helperText="HTML ou Markdown" />
      <Divider flexItem sx={{ my: 2 }} />
      <Typography variant="h6" component="h2">
        SEO
      </Typography>
      <TextInput source="seo_meta_title" label="Nome da página nos buscadores" fullWidth />
      <TextInput source="seo_og_title" label="Nome da página ao compartilhar" fullWidth />
      <TextInput
        source="seo_meta_description"
        label="Resumo nos buscadores"
        helperText="Máximo de 160 caracteres"
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput source="seo_og_description" label="Resumo ao compartilhar" multiline minRows={2} fullWidth />
      <TextInput source="seo_og_image" label="Imagem ao compartilhar (URL)" fullWidth />
      <SeoPreviewCard sources={LANDING_SEO_SOURCES} />
    </>
  );
}

export function LandingPageCreate() {
  const userId = useCurrentUserId();
  const handlers = useSaveToasts({
    saved: { title: 'Criada', description: 'Landing page foi criada como rascunho.' },
    failed: contentSaveFailed,
  });
  return (
    <Create
      title="Nova Landing Page"
      transform={(data: Record<string, unknown>) => ({
        ...landingPayload(data),
        status: 'draft',
        published_at: null,
        ...(userId ? { author_id: userId } : {}),
      })}
      mutationOptions={handlers}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<CancelSaveToolbar />} noValidate>
        <Typography variant="h5" component="h1">
          Nova Landing Page
        </Typography>
        <LandingFields />
      </SimpleForm>
    </Create>
  );
}

/** Someone else's page opens read-only; a published one says that saving takes it offline. */
function LandingEditForm() {
  const userId = useCurrentUserId();
  const record = useRecordContext<PostRecord>();
  const readOnly = userId !== undefined && !isOwnRecord(record, userId);
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<LandingEditToolbar readOnly={readOnly} />} noValidate>
      <Typography variant="h5" component="h1">
        Editar Landing Page
      </Typography>
      <OtherAuthorAlert userId={userId} />
      <RecordViewsSummary pageOf={landingPagePage} />
      <PublicationPanel canSchedule={!readOnly} publishedLabel="Publicada" scheduledLabel="Agendada" />
      <LandingFields />
    </SimpleForm>
  );
}

export function LandingPageEdit() {
  const handlers = useSaveToasts({
    saved: { title: 'Atualizado', description: 'Landing page foi atualizada.' },
    failed: contentSaveFailed,
  });
  return (
    <Edit
      title="Editar Landing Page"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => landingEditPayload(data)}
      mutationOptions={handlers}
    >
      <LandingEditForm />
      <RecordHistory />
    </Edit>
  );
}
