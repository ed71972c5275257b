import { Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, SimpleList, type RaRecord } from 'react-admin';

/** How a row reads on a phone: one line each, the whole row opening the edit page. */
export interface MobileRow<T extends RaRecord = RaRecord> {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  tertiaryText?: (record: T) => ReactNode;
  /** False when rows open nothing and their actions sit inside the row (no edit page). */
  rowClick?: false;
}

interface RowsTableProps<T extends RaRecord> {
  /** What the table says when it has no rows ('Nenhum evento encontrado…'). */
  emptyText: ReactNode;
  /** The phone layout (below 600 px): a list instead of a table that would scroll sideways. */
  mobile?: MobileRow<T>;
  /** What a row click opens; by default rows are not clickable (actions sit in a column), except on a
   * phone where the row opens the edit page unless this is false (read-only lists). */
  rowClick?: 'show' | 'edit' | false;
  /** Buttons for the selected rows (react-admin's bulk actions); none means no selection column. */
  bulkActionButtons?: ReactNode;
  /** The DataTable.Col columns. */
  children: ReactNode;
}

/** A back-office data table: rows are not clickable; actions sit in a column, bulk actions on top. */
export function RowsTable<T extends RaRecord>({
  emptyText,
  mobile,
  bulkActionButtons,
  rowClick,
  children,
}: RowsTableProps<T>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = (
    <Typography sx={{ p: 3 }} align="center" color="text.secondary">
      {emptyText}
    </Typography>
  );
  if (phone && mobile) {
    return (
      <SimpleList<T>
        primaryText={mobile.primaryText}
        secondaryText={mobile.secondaryText}
        tertiaryText={mobile.tertiaryText}
        rowClick={mobile.rowClick ?? rowClick ?? 'edit'}
        empty={empty}
      />
    );
  }
  return (
    <DataTable bulkActionButtons={bulkActionButtons ?? false} rowClick={rowClick ?? false} empty={empty}>
      {children}
    </DataTable>
  );
}
