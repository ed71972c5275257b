import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ExportButton, List, RecordContextProvider, TopToolbar, type RaRecord } from 'react-admin';
import { formatDimensions, formatDuration, formatFileSize, videoFormat } from '#shared/media.ts';
import { ActiveBulkActions } from '../common/BulkActions.tsx';
import { csvExporter } from '../common/csv.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { describeDbError } from '../common/errors.ts';
import { CreateLinkButton, EditLinkButton } from '../common/LinkButtons.tsx';
import { deleteToasts } from '../common/messages.ts';
import { RecordCards } from '../common/RecordCards.tsx';
import { StatusChip } from '../common/StatusChip.tsx';
import { ToggleActiveButton } from '../common/ToggleActiveButton.tsx';
import { VIDEO_MESSAGES } from './videoRules.ts';

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
          <StatusChip on={video.is_active} />
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
          <EditLinkButton />
          <ToggleActiveButton messages={VIDEO_MESSAGES} describeError={describeDbError} />
          <DeleteRecordButton toasts={deleteToasts(VIDEO_MESSAGES)} />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

function NoVideos() {
  return (
    <Stack spacing={1} alignItems="center" sx={{ p: 4, textAlign: 'center' }}>
      <VideoLibraryIcon fontSize="large" color="disabled" />
      <Typography variant="h6">Nenhum vídeo encontrado</Typography>
      <Typography color="text.secondary">Comece adicionando seu primeiro vídeo ao sistema</Typography>
      <CreateLinkButton label="Adicionar Primeiro Vídeo" />
    </Stack>
  );
}

const exporter = csvExporter<Video>('videos', [
  { label: 'Título', value: (v) => v.title },
  { label: 'Descrição', value: (v) => v.description },
  { label: 'Tags', value: (v) => (v.tags ?? []).join(', ') },
  { label: 'Duração', value: (v) => formatDuration(v.duration_seconds) },
  { label: 'Formato', value: (v) => videoFormat(v.video_format, v.video_url) },
  { label: 'Tamanho', value: (v) => formatFileSize(v.file_size_bytes) },
  { label: 'Endereço', value: (v) => v.video_url },
  { label: 'Ativo', value: (v) => v.is_active },
]);

export function VideoList() {
  return (
    <List
      title="Gerenciar Vídeos"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
      pagination={false}
      empty={false}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportButton label="Exportar CSV" />
          <CreateLinkButton label="Adicionar Vídeo" />
        </TopToolbar>
      }
    >
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        Gerenciar Vídeos
      </Typography>
      <RecordCards<Video>
        loadingText="Carregando vídeos..."
        empty={<NoVideos />}
        renderCard={(video) => <VideoCard video={video} />}
        bulkActions={<ActiveBulkActions />}
        recordLabel={(video) => video.title}
      />
    </List>
  );
}
