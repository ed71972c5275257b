import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import { describeDbError } from './dbErrors.ts';
import { publishData, unpublishData, type PostRecord } from './postRules.ts';
import { useToast } from './toast.tsx';

export interface PublishMessages {
  publish: string;
  unpublish: string;
  published: [string, string];
  unpublished: [string, string];
}

export const POST_PUBLISH_MESSAGES: PublishMessages = {
  publish: 'Publicar',
  unpublish: 'Retirar',
  published: ['Publicado', 'O conteúdo está no ar.'],
  unpublished: ['Retirado do ar', 'O conteúdo voltou para rascunho.'],
};

/** 'Publicar' on a draft, the unpublish label on a published post; refreshes the list after. */
export function PublishButton({ messages = POST_PUBLISH_MESSAGES }: { messages?: PublishMessages }) {
  const record = useRecordContext<PostRecord>();
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
              toast(title, description);
              refresh();
            },
            onError: (error) =>
              toast(published ? 'Erro ao atualizar' : 'Erro ao publicar', describeDbError(error), 'error'),
          },
        );
      }}
    >
      {published ? <UnpublishedIcon /> : <PublishIcon />}
    </Button>
  );
}
