import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import type { CsvColumn } from './csv';
import { count } from './format';

/** A table column; its CSV cell doubles as what the table shows unless `render` says otherwise. */
export interface Column<Row> extends CsvColumn<Row> {
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** What a cell shows: its own rendering, else its CSV value with numbers grouped (1,234). */
function cellText<Row>(row: Row, column: Column<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value(row);
  return typeof value === 'number' ? count(value) : value;
}

interface Props<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  label: string;
  id?: string;
}

/**
 * A small table: headings wrap and long names break, so it fits its card at 1280 px; on a phone
 * it scrolls sideways inside the card instead of widening the page.
 */
export function FigureTable<Row>({ rows, columns, rowKey, label, id }: Props<Row>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} id={id} tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={{ verticalAlign: 'bottom' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={c.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                  {cellText(row, c)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
