import { describe, expect, test } from 'vitest';
import { csvFilename, toCsv, type CsvColumn } from './csv';

interface Row {
  path: string;
  views: number;
}
const columns: Array<CsvColumn<Row>> = [
  { label: 'Page', value: (r) => r.path },
  { label: 'Views', value: (r) => r.views },
];

describe('toCsv', () => {
  test('a header row, then one line per row, CRLF line ends', () => {
    expect(toCsv([{ path: '/shop', views: 12 }, { path: '/', views: 3 }], columns)).toBe('Page,Views\r\n/shop,12\r\n/,3\r\n');
  });

  test('no rows is the header alone', () => {
    expect(toCsv([], columns)).toBe('Page,Views\r\n');
  });

  test('commas, quotes and line breaks are quoted, quotes doubled', () => {
    const rows = [
      { path: 'a,b', views: 1 },
      { path: 'say "hi"', views: 2 },
      { path: 'two\nlines', views: 3 },
      { path: 'cr\r\nlf', views: 4 },
    ];
    expect(toCsv(rows, columns)).toBe('Page,Views\r\n"a,b",1\r\n"say ""hi""",2\r\n"two\nlines",3\r\n"cr\r\nlf",4\r\n');
  });

  test('text that a spreadsheet would run as a formula gets a leading quote', () => {
    const rows = ['=SUM(A1)', '+1', '-2', '@cmd', '=HYPERLINK("x","y")'].map((path) => ({ path, views: 0 }));
    expect(toCsv(rows, columns).split('\r\n').slice(1, -1)).toEqual([`'=SUM(A1),0`, `'+1,0`, `'-2,0`, `'@cmd,0`, `"'=HYPERLINK(""x"",""y"")",0`]);
  });

  test('numbers are left as they are, negative ones too; null is an empty cell', () => {
    const cols: Array<CsvColumn<{ n: number | null }>> = [{ label: 'n', value: (r) => r.n }];
    expect(toCsv([{ n: -3.5 }, { n: null }], cols)).toBe('n\r\n-3.5\r\n\r\n');
  });

  test('the file is named after the table and the period', () => {
    expect(csvFilename('top-pages', { from: '2026-10-25', to: '2026-11-23' })).toBe('top-pages-2026-10-25_2026-11-23.csv');
  });
});
