import { Box, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';

interface RecordCardsProps<T extends RaRecord> {
  loadingText: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** A responsive grid (one to three columns) or a single column. */
  layout?: 'grid' | 'column';
  renderCard: (record: T) => ReactNode;
}

/** The body of a card list: loading text, the error, the empty state, then one card per record. */
export function RecordCards<T extends RaRecord>({
  loadingText,
  empty,
  layout = 'grid',
  renderCard,
}: RecordCardsProps<T>) {
  const { data, isPending, error } = useListContext<T>();
  if (isPending) return <Typography sx={{ p: 2 }}>{loadingText}</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data || data.length === 0) return <>{empty}</>;
  const cards = data.map((record) => <Fragment key={record.id}>{renderCard(record)}</Fragment>);
  if (layout === 'column') {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        {cards}
      </Stack>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {cards}
    </Box>
  );
}
