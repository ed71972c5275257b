import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { PublicationChip } from './PublicationChip.tsx';
import { formatScheduleBR, publicationState, scheduledLabel, type Publication } from './schedule.ts';
import { ScheduleButton } from './ScheduleButton.tsx';

/** The public site's preview of a saved post or landing page (admins only, nothing published). */
export function previewPath(id: string | number): string {
  return `/pre-visualizar/${encodeURIComponent(String(id))}`;
}

/** 'Pré-visualizar' opens the last saved version as the public site renders it, in a new tab. */
export function PreviewButton() {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return (
    <Button
      size="small"
      href={previewPath(record.id)}
      target="_blank"
      rel="noopener"
      startIcon={<VisibilityIcon />}
    >
      Pré-visualizar
    </Button>
  );
}

function stateText(post: Publication): string {
  const state = publicationState(post);
  if (state === 'scheduled' && post.published_at) return scheduledLabel(post.published_at);
  if (state === 'published' && post.published_at) return `No ar desde ${formatScheduleBR(post.published_at)}`;
  return 'Fora do ar até a publicação ou o agendamento.';
}

/**
 * On an edit page: where the saved record stands (draft, scheduled, live), its preview and, for its
 * author, 'Agendar'. Preview and schedule act on the saved version: save changes first.
 */
export function PublicationPanel({
  canSchedule,
  publishedLabel,
  scheduledLabel,
}: {
  canSchedule: boolean;
  publishedLabel?: string;
  scheduledLabel?: string;
}) {
  const record = useRecordContext<RaRecord & Publication>();
  if (!record) return null;
  return (
    <Box
      component="section"
      aria-label="Publicação"
      sx={{ width: '100%', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PublicationChip post={record} publishedLabel={publishedLabel} scheduledLabel={scheduledLabel} />
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {stateText(record)}
        </Typography>
        <PreviewButton />
        {canSchedule && <ScheduleButton labelled />}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        A pré-visualização e o agendamento usam a última versão salva.
      </Typography>
    </Box>
  );
}
