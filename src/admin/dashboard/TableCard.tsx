import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { csvFilename, downloadCsv, toCsv } from './csv';
import { FigureTable, type Column } from './FigureTable';
import type { DayRange } from './range';

interface Props<Row> {
  title: string;
  /** The CSV file's name before the period, e.g. 'top-pages'. */
  file: string;
  range: DayRange;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
  /** What to say when the period has no rows. */
  empty: string;
  /** Shown above the table, e.g. a chart of the same rows. */
  children?: ReactNode;
}

/** One of the dashboard's tables, with its CSV export. */
export function TableCard<Row>({ title, file, range, rows, columns, rowKey, empty, children }: Props<Row>) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<Download size={16} aria-hidden />} disabled={rows.length === 0} onClick={() => downloadCsv(csvFilename(file, range), toCsv(rows, columns))} aria-label={`Export ${title} as CSV`}>
            Export CSV
          </Button>
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            {children}
            <FigureTable rows={rows} columns={columns} rowKey={rowKey} label={title} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
