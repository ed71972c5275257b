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
import { describeDbError } from './errors.ts';
import { publishData, unpublishData, type PublishMessages } from './postContent.ts';
import { useToast } from './toast.tsx';

/** 'Publicar' on a draft, the unpublish label on a published row; refreshes the list after. */
export function PublishButton({ messages }: { messages: PublishMessages }) {
  const record = useRecordContext<RaRecord & { status?: string }>();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const published = record.status === 'published';
  return (
    <Button
      label={published ? messages.unpublish : messages.publish}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          resource,
          { id: record.id, data: published ? unpublishData() : publishData(), previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              const [title, description] = published ? messages.unpublished : messages.published;
              toast({ title, description });
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
