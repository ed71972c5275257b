import { Chip } from '@mui/material';
import { publicationState, type Publication } from './schedule.ts';

/** 'Rascunho', 'Agendado' or the resource's published word ('Publicado', 'Publicada'). */
export function PublicationChip({
  post,
  publishedLabel = 'Publicado',
  scheduledLabel = 'Agendado',
}: {
  post: Publication;
  publishedLabel?: string;
  scheduledLabel?: string;
}) {
  const state = publicationState(post);
  if (state === 'scheduled') return <Chip size="small" label={scheduledLabel} color="info" />;
  return (
    <Chip
      size="small"
      label={state === 'published' ? publishedLabel : 'Rascunho'}
      color={state === 'published' ? 'success' : 'default'}
    />
  );
}
