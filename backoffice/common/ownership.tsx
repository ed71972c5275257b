import LockIcon from '@mui/icons-material/Lock';
import { Alert, Stack, Tooltip, Typography } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';

/**
 * Rows of the posts table (blog, news, landing pages) can be changed only by their author: the
 * database's row-level security refuses anyone else, admins included (they may read every row). The
 * screens say so instead of offering buttons that would fail.
 */
export const CurrentUserIdContext = createContext<string | null | undefined>(undefined);

export const CurrentUserIdProvider = CurrentUserIdContext.Provider;

export const OTHER_AUTHOR_EXPLANATION = 'Somente o autor pode editar, publicar ou excluir este conteúdo.';

/** Whether the signed-in admin wrote the record in context (unknown author or user → false). */
export function isOwnRecord(
  record: { author_id?: string | null } | undefined,
  userId: string | null | undefined,
): boolean {
  return Boolean(record?.author_id && userId && record.author_id === userId);
}

export function useIsOwnRecord(userId?: string | null): boolean {
  const fromList = useContext(CurrentUserIdContext);
  const record = useRecordContext<{ id: string; author_id?: string | null }>();
  return isOwnRecord(record, userId ?? fromList);
}

/** The record's own actions for its author; for anyone else a short note why there are none. */
export function AuthorOnly({ children }: { children: ReactNode }) {
  if (useIsOwnRecord()) return <>{children}</>;
  return (
    <Tooltip title={OTHER_AUTHOR_EXPLANATION}>
      <Stack
        direction="row"
        spacing={0.5}
        tabIndex={0}
        aria-label={OTHER_AUTHOR_EXPLANATION}
        sx={{ alignItems: 'center', color: 'text.secondary', px: 1 }}
        onClick={(event) => event.stopPropagation()}
      >
        <LockIcon fontSize="small" />
        <Typography variant="body2">De outro autor</Typography>
      </Stack>
    </Tooltip>
  );
}

/** On an edit page of someone else's content: why saving is off. */
export function OtherAuthorAlert({ userId }: { userId: string | null | undefined }) {
  const record = useRecordContext<{ id: string; author_id?: string | null }>();
  if (!record || userId === undefined || isOwnRecord(record, userId)) return null;
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      Este conteúdo é de outro autor. {OTHER_AUTHOR_EXPLANATION}
    </Alert>
  );
}
