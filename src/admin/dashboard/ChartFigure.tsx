import { Box, Button, Card, Typography } from '@mui/material';
import { Table2 } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { FigureTable, type Column } from './FigureTable';

interface Props<Row> {
  caption: string;
  rows: readonly Row[];
  /** The chart's figures as a table (for screen readers, and anyone who wants the numbers). */
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
  /** Words in place of a chart of zeros, or null when there is something to draw. */
  empty: string | null;
  children: ReactElement;
}

/** A chart as a <figure>: caption, the chart at full width, and a "Show table" toggle with the same data. */
export function ChartFigure<Row>({ caption, rows, columns, rowKey, empty, children }: Props<Row>) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const captionId = useId();
  return (
    <Card component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      {/* The caption's text alone names the figure, without the toggle's words. */}
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="span" id={captionId}>
          {caption}
        </Typography>
        {empty ? null : (
          <Button size="small" startIcon={<Table2 size={16} aria-hidden />} aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
        )}
      </Box>
      {empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          {/* The drawing itself is one image to assistive technology; the table carries the figures. */}
          <Box role="img" aria-label={`${caption}: chart. Use Show table for the figures.`} sx={{ width: '100%', height: 260 }}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </Box>
          {showTable ? <FigureTable id={tableId} rows={rows} columns={columns} rowKey={rowKey} label={caption} /> : null}
        </>
      )}
    </Card>
  );
}
