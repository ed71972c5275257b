import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';

interface RowsTableProps {
  /** What the table says when it has no rows ('Nenhum evento encontrado…'). */
  emptyText: ReactNode;
  /** The DataTable.Col columns. */
  children: ReactNode;
}

/** A back-office data table: rows are not clickable and have no bulk selection; actions sit in a column. */
export function RowsTable({ emptyText, children }: RowsTableProps) {
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={
        <Typography sx={{ p: 3 }} align="center" color="text.secondary">
          {emptyText}
        </Typography>
      }
    >
      {children}
    </DataTable>
  );
}
