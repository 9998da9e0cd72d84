/** One CSV column: its header and how to read a row's cell. */
export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => string | number | null;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@]/;

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // Negative numbers are figures, not formulas: only text gets the guard.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends, quoted where needed), with a header row. */
export function toCsv<Row>(rows: readonly Row[], columns: ReadonlyArray<CsvColumn<Row>>): string {
  const lines = [columns.map((c) => cell(c.label)), ...rows.map((row) => columns.map((c) => cell(c.value(row))))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** e.g. top-pages-2026-10-25_2026-11-23.csv */
export const csvFilename = (name: string, range: { from: string; to: string }) => `${name}-${range.from}_${range.to}.csv`;

/** Hands the CSV to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
