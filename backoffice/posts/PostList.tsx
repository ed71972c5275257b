import {
  Box,
  Card,
  CardActions,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  DataTable,
  EditButton,
  RecordContextProvider,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { blogPostPage, ListViewsField, ListViewsLine, ViewsColumnHeader } from '../audience/PathViews.tsx';
import { AuthorFilteredList } from '../publishing/AuthorFilteredList.tsx';
import { AuthorOnly } from '../common/ownership.tsx';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import type { DeleteToasts } from '../common/messages.ts';
import { PublishButton } from '../publishing/PublishButton.tsx';
import { PublicationChip } from '../publishing/PublicationChip.tsx';
import { ScheduleButton } from '../publishing/ScheduleButton.tsx';
import { POST_PUBLISH_MESSAGES, postDateLabel, type PostRecord } from './postRules.ts';

const POST_DELETE_TOASTS: DeleteToasts = {
  deleted: { title: 'Excluído', description: 'O conteúdo foi removido.' },
  failed: (message) => ({ title: 'Erro ao excluir', description: message, variant: 'error' }),
};

function TitleCell({ post }: { post: PostRecord }) {
  return (
    <Box>
      <Typography fontWeight={600}>{post.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        /{post.slug}
      </Typography>
      {post.excerpt && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }} noWrap>
          {post.excerpt}
        </Typography>
      )}
    </Box>
  );
}

function DateCell({ post }: { post: PostRecord }) {
  const { label, date } = postDateLabel(post);
  return (
    <Typography variant="body2">
      {label} {date}
    </Typography>
  );
}

/** Publish and delete for the author's own posts; others' posts say why they have none. */
function ActionsCell({ withEdit = false }: { withEdit?: boolean }) {
  return (
    <AuthorOnly>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {withEdit && <EditButton label="Editar" />}
        <PublishButton messages={POST_PUBLISH_MESSAGES} />
        <ScheduleButton />
        <DeleteRecordButton toasts={POST_DELETE_TOASTS} />
      </Stack>
    </AuthorOnly>
  );
}

const EMPTY_TEXT = 'Nenhum post encontrado. Crie seu primeiro post!';

/** Phones: one card per post with its actions, instead of a table that scrolls them off-screen. */
function PostCards({ posts, withViews }: { posts: PostRecord[]; withViews: boolean }) {
  if (posts.length === 0) return <Typography sx={{ p: 2 }}>{EMPTY_TEXT}</Typography>;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {posts.map((post) => (
        <RecordContextProvider key={post.id} value={post}>
          <Card>
            <CardContent sx={{ overflowWrap: 'anywhere' }}>
              <TitleCell post={post} />
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <PublicationChip post={post} />
                <DateCell post={post} />
              </Stack>
              {withViews && <ListViewsLine pageOf={blogPostPage} record={post} />}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <ActionsCell withEdit />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

function PostTable() {
  const { isPending, data } = useListContext<PostRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Blog posts have a public page whose views are counted; news items have none.
  const withViews = useResourceContext() === 'blog';
  if (isPending) return <Typography sx={{ p: 2 }}>Carregando posts...</Typography>;
  if (phone) return <PostCards posts={data ?? []} withViews={withViews} />;
  return (
    <DataTable<PostRecord>
      rowClick="edit"
      bulkActionButtons={false}
      empty={<Typography sx={{ p: 2 }}>{EMPTY_TEXT}</Typography>}
    >
      <DataTable.Col
        label="Título"
        source="title"
        render={(post) => <TitleCell post={post as PostRecord} />}
      />
      <DataTable.Col
        label="Status"
        source="status"
        render={(post) => <PublicationChip post={post as PostRecord} />}
      />
      <DataTable.Col
        label="Data"
        source="updated_at"
        render={(post) => <DateCell post={post as PostRecord} />}
      />
      {withViews && (
        <DataTable.Col
          label={<ViewsColumnHeader />}
          align="right"
          disableSort
          render={() => <ListViewsField pageOf={blogPostPage} />}
        />
      )}
      <DataTable.Col label="Ações" disableSort render={() => <ActionsCell />} />
    </DataTable>
  );
}

export interface PostListOptions {
  /** Screen heading, e.g. 'Gerenciar Blog'. */
  heading: string;
}

/**
 * 'Lista de Posts' for one post type. "Meus posts" (author = the signed-in admin) is on by default
 * and can be removed from the filter bar.
 */
export function createPostList({ heading }: PostListOptions) {
  return function PostList() {
    return (
      <AuthorFilteredList
        title={heading}
        loadingText="Carregando posts..."
        mineLabel="Meus posts"
        allLabel="Todos"
        createLabel="Novo Post"
        perPage={25}
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          {heading}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ px: 2 }}>
          Lista de Posts
        </Typography>
        <PostTable />
      </AuthorFilteredList>
    );
  };
}
