import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardActions, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import {
  Button,
  CreateButton,
  FilterButton,
  List,
  RecordContextProvider,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteNowButton } from '../posts/RowActions.tsx';
import { PublishButton } from '../posts/PublishButton.tsx';
import type { PostRecord } from '../posts/postRules.ts';
import { useToast } from '../posts/toast.tsx';
import { useCurrentUserId } from '../posts/useCurrentUserId.ts';
import { LANDING_PUBLISH_MESSAGES, landingPagePath } from './landingRules.ts';

function LandingCard({ page }: { page: PostRecord }) {
  const createPath = useCreatePath();
  const toast = useToast();
  const published = page.status === 'published';
  return (
    <Card component="article" aria-label={page.title}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="h6" component="h3">
            {page.title}
          </Typography>
          <Chip
            size="small"
            label={published ? 'Publicada' : 'Rascunho'}
            color={published ? 'success' : 'default'}
          />
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
        {page.excerpt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {page.excerpt}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <RecordContextProvider value={page}>
          <Button
            label="Editar"
            component={RouterLink}
            to={createPath({ resource: 'landing-pages', type: 'edit', id: page.id })}
          >
            <EditIcon />
          </Button>
          <PublishButton messages={LANDING_PUBLISH_MESSAGES} />
          <DeleteNowButton
            onDeleted={() => toast('Excluída', 'Landing page foi removida.')}
            onFailed={(message) => toast('Erro ao excluir', message, 'error')}
          />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

function LandingCards() {
  const { data, isPending, error } = useListContext<PostRecord>();
  if (isPending) return <Typography sx={{ p: 2 }}>Carregando landing pages…</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data || data.length === 0)
    return <Typography sx={{ p: 2 }}>Nenhuma landing page criada ainda.</Typography>;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {data.map((page) => (
        <LandingCard key={page.id} page={page} />
      ))}
    </Stack>
  );
}

export function LandingPageList() {
  const userId = useCurrentUserId();
  if (userId === undefined) return <Typography sx={{ p: 2 }}>Carregando landing pages…</Typography>;
  const filters = userId
    ? [
        <SelectInput
          key="author_id"
          source="author_id"
          label="Autor"
          choices={[{ id: userId, name: 'Minhas landing pages' }]}
          emptyText="Todas"
        />,
      ]
    : [];
  return (
    <List
      title="Gerenciar Landing Pages"
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={50}
      filters={filters}
      filterDefaultValues={userId ? { author_id: userId } : {}}
      empty={false}
      actions={
        <TopToolbar>
          {userId && <FilterButton />}
          <CreateButton label="Nova Landing Page" />
        </TopToolbar>
      }
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1">
          Gerenciar Landing Pages
        </Typography>
      </Box>
      <LandingCards />
    </List>
  );
}
