import { Pagination } from 'react-admin';

/** Every admin list: 100 rows a page (SPEC §9), no CSV export. Spread into <List>. */
export const ADMIN_LIST = {
  perPage: 100,
  pagination: <Pagination rowsPerPageOptions={[100]} />,
  exporter: false,
} as const;
