import { Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { CreateButton, List, ListButton, SearchInput, TopToolbar } from 'react-admin';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST, ColumnsChoice } from '../shared/list';

// The list page both rate tables share: 100 a page (SPEC §9), a search, back to Orders and New;
// rows on a phone, a table on wider screens. Each table brings its columns and words.

interface RateListProps {
  title: string;
  sortField: string;
  searchPlaceholder: string;
  searchLabel: string;
  createLabel: string;
  /** Why an empty list matters, in words. */
  emptyText: string;
  table: (empty: ReactElement) => ReactElement;
  rows: (empty: ReactElement) => ReactElement;
}

export function RateList({ title, sortField, searchPlaceholder, searchLabel, createLabel, emptyText, table, rows }: RateListProps) {
  const phone = usePhone();
  const empty = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {emptyText}
    </Typography>
  );
  return (
    <List
      title={title}
      {...ADMIN_LIST}
      sort={{ field: sortField, order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} slotProps={{ htmlInput: { 'aria-label': searchLabel } }} />]}
      actions={
        <TopToolbar sx={{ gap: 1 }}>
          <ColumnsChoice />
          <ListButton resource="orders" label="Orders" />
          <CreateButton label={createLabel} />
        </TopToolbar>
      }
      empty={false}
    >
      {phone ? rows(empty) : table(empty)}
    </List>
  );
}
