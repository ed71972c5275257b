import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, FilterButton, List, SelectInput, TopToolbar } from 'react-admin';
import { CurrentUserIdProvider } from '../common/ownership.tsx';
import { useCurrentUserId } from '../auth/useCurrentUserId.ts';

interface AuthorFilteredListProps {
  /** Page title (and document title). */
  title: string;
  /** Shown until the session is known. */
  loadingText: string;
  /** The author filter's two choices, e.g. 'Meus posts' / 'Todos'. */
  mineLabel: string;
  allLabel: string;
  createLabel: string;
  perPage: number;
  children: ReactNode;
}

/**
 * A list of the posts table's rows, newest change first, showing the signed-in admin's own rows by
 * default; the author filter can be removed from the filter bar to see everyone's.
 */
export function AuthorFilteredList({
  title,
  loadingText,
  mineLabel,
  allLabel,
  createLabel,
  perPage,
  children,
}: AuthorFilteredListProps) {
  const userId = useCurrentUserId();
  if (userId === undefined) return <Typography sx={{ p: 2 }}>{loadingText}</Typography>;
  const filters = userId
    ? [
        <SelectInput
          key="author_id"
          source="author_id"
          label="Autor"
          choices={[{ id: userId, name: mineLabel }]}
          emptyText={allLabel}
        />,
      ]
    : [];
  return (
    <List
      title={title}
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={perPage}
      filters={filters}
      filterDefaultValues={userId ? { author_id: userId } : {}}
      empty={false}
      actions={
        <TopToolbar>
          {userId && <FilterButton />}
          <CreateButton label={createLabel} />
        </TopToolbar>
      }
    >
      <CurrentUserIdProvider value={userId}>{children}</CurrentUserIdProvider>
    </List>
  );
}
