import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

/**
 * One CSV field: a leading formula character is neutralised with an apostrophe (spreadsheets would run
 * it), then the field is quoted when it holds a separator, a quote or a line break (RFC 4180).
 */
export function csvField(raw: string): string {
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface CsvColumn<T> {
  label: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** CSV for spreadsheets in pt-BR: ';' between columns (',' is the decimal mark there), CRLF lines. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const header = columns.map((column) => csvField(column.label)).join(';');
  const lines = rows.map((row) => columns.map((column) => csvField(cell(column.value(row)))).join(';'));
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** A list's 'Exportar': the rows matching its current filters (react-admin fetches them) as CSV. */
export function csvExporter<T extends RaRecord>(
  fileName: string,
  columns: readonly CsvColumn<T>[],
): Exporter {
  return (records) => downloadCSV(toCsv(columns, records as T[]), fileName);
}
