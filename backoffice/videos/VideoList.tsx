import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  Button,
  List,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRefresh,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDimensions, formatDuration, formatFileSize, videoFormat } from '../../shared/media.ts';
import { DeleteNowButton } from '../posts/RowActions.tsx';
import { describeDbError } from '../posts/dbErrors.ts';
import { useToast } from '../posts/toast.tsx';

export interface Video extends RaRecord {
  title: string;
  description: string | null;
  video_url: string;
  thumbnail_url: string | null;
  tags: string[] | null;
  is_active: boolean;
  file_size_bytes: number | null;
  duration_seconds: number | null;
  width_pixels: number | null;
  height_pixels: number | null;
  video_format: string | null;
}

function ToggleActiveButton({ video }: { video: Video }) {
  const [update, { isPending }] = useUpdate();
  const refresh = useRefresh();
  const toast = useToast();
  return (
    <Button
      label={video.is_active ? 'Desativar' : 'Ativar'}
      disabled={isPending}
      onClick={() =>
        update(
          'videos',
          { id: video.id, data: { is_active: !video.is_active }, previousData: video },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              toast('Vídeo atualizado com sucesso!');
              refresh();
            },
            onError: (error) => toast('Erro ao atualizar vídeo', describeDbError(error), 'error'),
          },
        )
      }
    >
      {video.is_active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value || 'N/A'}
    </Typography>
  );
}

function VideoCard({ video }: { video: Video }) {
  const createPath = useCreatePath();
  const toast = useToast();
  return (
    <Card component="article" aria-label={video.title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          alignItems="flex-start"
          justifyContent="space-between"
          sx={{ mb: 1 }}
        >
          <Typography variant="h6" component="h3">
            {video.title}
          </Typography>
          <Chip
            size="small"
            label={video.is_active ? 'Ativo' : 'Inativo'}
            color={video.is_active ? 'success' : 'default'}
          />
        </Stack>
        <Box
          component="video"
          controls
          preload="metadata"
          poster={video.thumbnail_url ?? undefined}
          src={video.video_url}
          sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'black', borderRadius: 1 }}
        />
        {video.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {video.description}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>
          <Detail label="Duração" value={formatDuration(video.duration_seconds)} />
          <Detail label="Formato" value={videoFormat(video.video_format, video.video_url)} />
          <Detail label="Tamanho" value={formatFileSize(video.file_size_bytes)} />
          <Detail label="Dimensões" value={formatDimensions(video.width_pixels, video.height_pixels)} />
        </Box>
        {video.tags && video.tags.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            {video.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <RecordContextProvider value={video}>
          <Button
            label="Editar"
            component={RouterLink}
            to={createPath({ resource: 'videos', type: 'edit', id: video.id })}
          >
            <EditIcon />
          </Button>
          <ToggleActiveButton video={video} />
          <DeleteNowButton
            onDeleted={() => toast('Vídeo excluído com sucesso!')}
            onFailed={(message) => toast('Erro ao excluir vídeo', message, 'error')}
          />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

function AddVideoButton({ label }: { label: string }) {
  const createPath = useCreatePath();
  return (
    <Button
      label={label}
      variant="contained"
      component={RouterLink}
      to={createPath({ resource: 'videos', type: 'create' })}
    >
      <AddIcon />
    </Button>
  );
}

function VideoGrid() {
  const { data, isPending, error } = useListContext<Video>();
  if (isPending) return <Typography sx={{ p: 2 }}>Carregando vídeos...</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data || data.length === 0) {
    return (
      <Stack spacing={1} alignItems="center" sx={{ p: 4, textAlign: 'center' }}>
        <VideoLibraryIcon fontSize="large" color="disabled" />
        <Typography variant="h6">Nenhum vídeo encontrado</Typography>
        <Typography color="text.secondary">Comece adicionando seu primeiro vídeo ao sistema</Typography>
        <AddVideoButton label="Adicionar Primeiro Vídeo" />
      </Stack>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {data.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </Box>
  );
}

export function VideoList() {
  return (
    <List
      title="Gerenciar Vídeos"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
      pagination={false}
      empty={false}
      actions={<AddVideoButton label="Adicionar Vídeo" />}
    >
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        Gerenciar Vídeos
      </Typography>
      <VideoGrid />
    </List>
  );
}
