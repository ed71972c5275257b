import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { fixedSizeImage } from '#shared/storageImage.ts';
import {
  Create,
  Edit,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { CancelSaveToolbar } from '../common/CancelSaveToolbar.tsx';
import { isOwnRecord, OtherAuthorAlert } from '../common/ownership.tsx';
import { contentSaveFailed } from '../common/postContent.ts';
import { useCurrentUserId } from '../auth/useCurrentUserId.ts';
import { useToast } from '../common/toast.tsx';
import { useSaveToasts } from '../common/useSaveHandlers.ts';
import { COVER_UPLOAD_FIELD } from './coverUpload.ts';
import { ContentInput } from '../publishing/ContentInput.tsx';
import { PublicationPanel } from '../publishing/PublicationPanel.tsx';
import { SeoPreviewCard, type SeoSources } from '../publishing/SeoPreviewCard.tsx';
import { SlugInput } from './SlugInput.tsx';
import {
  COVER_MAX_BYTES,
  coverRejectionMessage,
  postPayload,
  validatePostSlug,
  validatePostTitle,
  type PostRecord,
} from './postRules.ts';
import { RecordHistory } from '../activity/RecordHistory.tsx';
import { blogPostPage, RecordViewsSummary } from '../audience/PathViews.tsx';
import { TitleInput } from '../common/TitleInput.tsx';

/**
 * The saved cover, with 'Remover capa': the post then goes without one (its share image becomes the
 * drawn card) once saved; leaving the form without saving keeps it.
 */
function CurrentCover() {
  const cover = useWatch<{ cover_image_url?: string | null }>({ name: 'cover_image_url' });
  const { setValue } = useFormContext();
  if (!cover) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Capa atual
      </Typography>
      {/* A 1200×630 cover shown 120 px high: its rendition at that size, not the stored original. */}
      <Box
        component="img"
        {...fixedSizeImage(cover, 229, 120)}
        alt="Capa atual"
        sx={{ display: 'block', maxHeight: 120, my: 1 }}
      />
      <Button
        color="error"
        size="small"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setValue('cover_image_url', null, { shouldDirty: true })}
      >
        Remover capa
      </Button>
    </Box>
  );
}

/** Posts' meta tags on the site: title, excerpt and cover (or the drawn share image). */
const postSeoSources = (type: string): SeoSources => ({
  googleTitle: [],
  shareTitle: [],
  description: ['excerpt'],
  shareDescription: ['excerpt'],
  image: [COVER_UPLOAD_FIELD, 'cover_image_url'],
  path: (slug) => (type === 'news' ? '/news' : `/blog/${slug}`),
  fallbackImage: (slug) => `/og/${type === 'news' ? 'news' : 'blog'}/${slug || 'post'}.png`,
});

function PostFields() {
  const toast = useToast();
  const type = useResourceContext() ?? 'blog';
  return (
    <>
      <TitleInput validate={validatePostTitle} />
      <SlugInput placeholder="meu-post" validate={validatePostSlug} />
      <TextInput source="excerpt" label="Resumo" multiline minRows={3} maxRows={3} fullWidth />
      <ContentInput />
      <CurrentCover />
      <ImageInput
        source={COVER_UPLOAD_FIELD}
        label="Capa"
        accept={{ 'image/*': [] }}
        maxSize={COVER_MAX_BYTES}
        options={{
          // The picker drops refused files silently; say why instead.
          onDropRejected: (rejections) =>
            toast({
              title: 'Erro',
              description: coverRejectionMessage(
                rejections.flatMap((rejection) => rejection.errors.map((error) => String(error.code))),
              ),
              variant: 'error',
            }),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <SeoPreviewCard sources={postSeoSources(type)} />
    </>
  );
}

/** Page titles per post type: the blog's are the spec's, news gets its own in the same wording. */
const TITLES: Record<string, { create: string; edit: string }> = {
  blog: { create: 'Criar Novo Post', edit: 'Editar Post' },
  news: { create: 'Criar Nova Notícia', edit: 'Editar Notícia' },
};
const usePostTitles = () => TITLES[useResourceContext() ?? 'blog'] ?? TITLES.blog!;

/** New posts start as drafts, authored by the signed-in admin. */
export function PostCreate() {
  const userId = useCurrentUserId();
  const titles = usePostTitles();
  const handlers = useSaveToasts({
    saved: { title: 'Rascunho criado', description: 'Seu conteúdo foi salvo.' },
    failed: contentSaveFailed,
  });
  return (
    <Create
      title={titles.create}
      transform={(data: Record<string, unknown>) => ({
        ...postPayload(data),
        status: 'draft',
        published_at: null,
        ...(userId ? { author_id: userId } : {}),
      })}
      mutationOptions={handlers}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<CancelSaveToolbar submitLabel="Salvar rascunho" />}>
        <Typography variant="h5" component="h1">
          {titles.create}
        </Typography>
        <PostFields />
      </SimpleForm>
    </Create>
  );
}

/** Someone else's post opens read-only: the database refuses their changes. */
function PostEditForm() {
  const titles = usePostTitles();
  const userId = useCurrentUserId();
  const record = useRecordContext<PostRecord>();
  const isBlog = useResourceContext() === 'blog';
  const readOnly = userId !== undefined && !isOwnRecord(record, userId);
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<CancelSaveToolbar readOnly={readOnly} />}>
      <Typography variant="h5" component="h1">
        {titles.edit}
      </Typography>
      <OtherAuthorAlert userId={userId} />
      {isBlog && <RecordViewsSummary pageOf={blogPostPage} />}
      <PublicationPanel canSchedule={!readOnly} />
      <PostFields />
    </SimpleForm>
  );
}

export function PostEdit() {
  const titles = usePostTitles();
  const handlers = useSaveToasts({
    saved: { title: 'Atualizado', description: 'Seu conteúdo foi salvo.' },
    failed: contentSaveFailed,
  });
  return (
    <Edit
      title={titles.edit}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => postPayload(data)}
      mutationOptions={handlers}
    >
      <PostEditForm />
      <RecordHistory />
    </Edit>
  );
}
