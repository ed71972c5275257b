import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { BulkActionsToolbar, useListContext, type Identifier, type RaRecord } from 'react-admin';

interface RecordCardsProps<T extends RaRecord> {
  loadingText: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** A responsive grid (one to three columns) or a single column. */
  layout?: 'grid' | 'column';
  renderCard: (record: T) => ReactNode;
  /** Buttons for the selected cards; each card then gets a 'Selecionar' checkbox. */
  bulkActions?: ReactNode;
  /** How a card is named to assistive technology ('Selecionar {name}'). */
  recordLabel?: (record: T) => string;
}

export function SelectableCard({
  id,
  label,
  children,
}: {
  id: Identifier;
  label: string;
  children: ReactNode;
}) {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Stack sx={{ minWidth: 0 }}>
      <FormControlLabel
        sx={{ alignSelf: 'flex-start', ml: 0 }}
        control={
          <Checkbox
            size="small"
            checked={selectedIds.includes(id)}
            onChange={() => onToggleItem(id)}
            slotProps={{ input: { 'aria-label': `Selecionar ${label}` } }}
          />
        }
        label={<Typography variant="body2">Selecionar</Typography>}
      />
      {children}
    </Stack>
  );
}

/** The body of a card list: loading text, the error, the empty state, then one card per record. */
export function RecordCards<T extends RaRecord>({
  loadingText,
  empty,
  layout = 'grid',
  renderCard,
  bulkActions,
  recordLabel = (record) => String(record.id),
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
  const cards = data.map((record) =>
    bulkActions ? (
      <SelectableCard key={record.id} id={record.id} label={recordLabel(record)}>
        {renderCard(record)}
      </SelectableCard>
    ) : (
      <Fragment key={record.id}>{renderCard(record)}</Fragment>
    ),
  );
  const toolbar = bulkActions ? <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar> : null;
  if (layout === 'column') {
    return (
      <>
        {toolbar}
        <Stack spacing={2} sx={{ p: 2 }}>
          {cards}
        </Stack>
      </>
    );
  }
  return (
    <>
      {toolbar}
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
    </>
  );
}
