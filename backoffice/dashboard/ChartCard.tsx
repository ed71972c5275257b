import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { formatCount } from '../common/format.ts';

export interface ChartRow {
  label: string;
  value: number;
}

/** A further numbers column of the table, one value per row (e.g. page views beside visitors). */
export interface ChartColumn {
  label: string;
  values: readonly number[];
}

/**
 * A dashboard chart with its numbers as a table: hidden on screen but read by screen readers, and shown
 * instead of the chart with 'Ver tabela' (the chart itself is not navigable by keyboard or reader).
 */
export function ChartCard({
  title,
  columnLabel,
  valueLabel,
  rows,
  moreColumns = [],
  children,
}: {
  title: string;
  columnLabel: string;
  valueLabel: string;
  rows: ChartRow[];
  moreColumns?: readonly ChartColumn[];
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button size="small" onClick={() => setShowTable((shown) => !shown)} aria-pressed={showTable}>
            {showTable ? 'Ver gráfico' : 'Ver tabela'}
          </Button>
        </Box>
        {!showTable && <Box aria-hidden>{children}</Box>}
        <Box sx={showTable ? { mt: 1, overflowX: 'auto' } : visuallyHidden}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {columnLabel}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {valueLabel}
                </TableCell>
                {moreColumns.map((column) => (
                  <TableCell key={column.label} component="th" scope="col" align="right">
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{formatCount(row.value)}</TableCell>
                  {moreColumns.map((column) => (
                    <TableCell key={column.label} align="right">
                      {formatCount(column.values[index] ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
