import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  Button,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { describeDbError } from '../common/errors.ts';
import { publicationState, type Publication } from './schedule.ts';
import {
  CANCEL_SCHEDULE_LABEL,
  publishData,
  publishProblem,
  SCHEDULE_CANCELLED_TITLE,
  unpublishData,
  type PublishMessages,
} from '../common/postContent.ts';
import { useToast } from '../common/toast.tsx';

/**
 * 'Publicar' on a draft, the unpublish label on a live row and 'Cancelar agendamento' on a scheduled
 * one (all three end as a draft or go live the same way); refreshes the list after.
 */
export function PublishButton({ messages }: { messages: PublishMessages }) {
  const record = useRecordContext<RaRecord & Publication>();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const state = publicationState(record);
  const published = state !== 'draft';
  const scheduled = state === 'scheduled';
  return (
    <Button
      label={scheduled ? CANCEL_SCHEDULE_LABEL : published ? messages.unpublish : messages.publish}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        const problem = published ? undefined : publishProblem(record);
        if (problem) {
          toast({ title: 'Não foi possível publicar', description: problem, variant: 'error' });
          return;
        }
        update(
          resource,
          { id: record.id, data: published ? unpublishData() : publishData(), previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              const [title, description] = published ? messages.unpublished : messages.published;
              toast({ title: scheduled ? SCHEDULE_CANCELLED_TITLE : title, description });
              refresh();
            },
            onError: (error) =>
              toast({
                title: published ? 'Erro ao atualizar' : 'Erro ao publicar',
                description: describeDbError(error),
                variant: 'error',
              }),
          },
        );
      }}
    >
      {published ? <UnpublishedIcon /> : <PublishIcon />}
    </Button>
  );
}
