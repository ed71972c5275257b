import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { DeleteNowButton } from './RowActions.tsx';
import { PublishButton } from './PublishButton.tsx';
import { postDateLabel, type PostRecord } from './postRules.ts';
import { useToast } from './toast.tsx';
import { useCurrentUserId } from './useCurrentUserId.ts';

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

function StatusCell({ post }: { post: PostRecord }) {
  const published = post.status === 'published';
  return (
    <Chip
      size="small"
      label={published ? 'Publicado' : 'Rascunho'}
      color={published ? 'success' : 'default'}
    />
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

function ActionsCell() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={0.5}>
      <PublishButton />
      <DeleteNowButton
        onDeleted={() => toast('Excluído', 'O conteúdo foi removido.')}
        onFailed={(message) => toast('Erro ao excluir', message, 'error')}
      />
    </Stack>
  );
}

function PostTable() {
  const { isPending } = useListContext<PostRecord>();
  if (isPending) return <Typography sx={{ p: 2 }}>Carregando posts...</Typography>;
  return (
    <DataTable<PostRecord>
      rowClick="edit"
      bulkActionButtons={false}
      empty={<Typography sx={{ p: 2 }}>Nenhum post encontrado. Crie seu primeiro post!</Typography>}
    >
      <DataTable.Col
        label="Título"
        source="title"
        render={(post) => <TitleCell post={post as PostRecord} />}
      />
      <DataTable.Col
        label="Status"
        source="status"
        render={(post) => <StatusCell post={post as PostRecord} />}
      />
      <DataTable.Col
        label="Data"
        source="updated_at"
        render={(post) => <DateCell post={post as PostRecord} />}
      />
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
    const userId = useCurrentUserId();
    if (userId === undefined) return <Typography sx={{ p: 2 }}>Carregando posts...</Typography>;
    const filters = userId
      ? [
          <SelectInput
            key="author_id"
            source="author_id"
            label="Autor"
            choices={[{ id: userId, name: 'Meus posts' }]}
            emptyText="Todos"
          />,
        ]
      : [];
    return (
      <List
        title={heading}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        filters={filters}
        filterDefaultValues={userId ? { author_id: userId } : {}}
        empty={false}
        actions={
          <TopToolbar>
            {userId && <FilterButton />}
            <CreateButton label="Novo Post" />
          </TopToolbar>
        }
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          {heading}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ px: 2 }}>
          Lista de Posts
        </Typography>
        <PostTable />
      </List>
    );
  };
}
