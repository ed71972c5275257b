import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { landingPagePage, ListViewsLine } from '../audience/PathViews.tsx';
import { AuthorFilteredList } from '../publishing/AuthorFilteredList.tsx';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { EditLinkButton } from '../common/LinkButtons.tsx';
import type { DeleteToasts } from '../common/messages.ts';
import { AuthorOnly } from '../common/ownership.tsx';
import { PublishButton } from '../publishing/PublishButton.tsx';
import { RecordCards } from '../common/RecordCards.tsx';
import { PublicationChip } from '../publishing/PublicationChip.tsx';
import { publicationState, scheduledLabel } from '../publishing/schedule.ts';
import { ScheduleButton } from '../publishing/ScheduleButton.tsx';
import type { PostRecord } from '../posts/postRules.ts';
import { LANDING_PUBLISH_MESSAGES, landingPagePath } from './landingRules.ts';

const LANDING_DELETE_TOASTS: DeleteToasts = {
  deleted: { title: 'Excluída', description: 'Landing page foi removida.' },
  failed: (message) => ({ title: 'Erro ao excluir', description: message, variant: 'error' }),
};

function LandingCard({ page }: { page: PostRecord }) {
  const state = publicationState(page);
  const published = state === 'published';
  return (
    <Card component="article" aria-label={page.title}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="h6" component="h3">
            {page.title}
          </Typography>
          <PublicationChip post={page} publishedLabel="Publicada" scheduledLabel="Agendada" />
          {published && (
            <IconButton
              component="a"
              href={landingPagePath(page.slug)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Abrir landing page em nova aba"
              size="small"
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          /{page.slug}
        </Typography>
        <ListViewsLine pageOf={landingPagePage} record={page} />
        {state === 'scheduled' && page.published_at && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {scheduledLabel(page.published_at)}
          </Typography>
        )}
        {page.excerpt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {page.excerpt}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <RecordContextProvider value={page}>
          <AuthorOnly>
            <EditLinkButton />
            <PublishButton messages={LANDING_PUBLISH_MESSAGES} />
            <ScheduleButton />
            <DeleteRecordButton toasts={LANDING_DELETE_TOASTS} />
          </AuthorOnly>
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

export function LandingPageList() {
  return (
    <AuthorFilteredList
      title="Gerenciar Landing Pages"
      loadingText="Carregando landing pages…"
      mineLabel="Minhas landing pages"
      allLabel="Todas"
      createLabel="Nova Landing Page"
      perPage={50}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1">
          Gerenciar Landing Pages
        </Typography>
      </Box>
      <RecordCards<PostRecord>
        loadingText="Carregando landing pages…"
        empty={<Typography sx={{ p: 2 }}>Nenhuma landing page criada ainda.</Typography>}
        layout="column"
        renderCard={(page) => <LandingCard page={page} />}
      />
    </AuthorFilteredList>
  );
}
