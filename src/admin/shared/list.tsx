import { ColumnsButton, Pagination, TopToolbar, useListContext } from 'react-admin';
import { usePhone } from '../layout/phone';
import { ListError } from './ListError';

/** The pages of a list, or nothing when it failed: "1-100 of 100" under a failure would be a stale count. */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[100]} />;
}

/**
 * Every admin list: 100 rows a page (SPEC §9), no CSV export, and a failed request shown as a
 * failure with Retry (never as an empty list). Spread into <List>.
 */
export const ADMIN_LIST = {
  perPage: 100,
  pagination: <ListPagination />,
  exporter: false,
  error: <ListError />,
} as const;

/**
 * The toolbar's "Columns" button (react-admin's own, which shows and hides the table's columns and
 * remembers the choice in this browser); a phone shows rows, not columns, so it has none.
 */
export function ColumnsChoice() {
  return usePhone() ? null : <ColumnsButton />;
}

/** The toolbar of a list with no other action. */
export const COLUMNS_TOOLBAR = (
  <TopToolbar>
    <ColumnsChoice />
  </TopToolbar>
);

/** Counts in a narrow column: 999, then 1.2K, 12K (NumberCol's `options`). */
export const COMPACT_COUNT: Intl.NumberFormatOptions = { notation: 'compact' };
