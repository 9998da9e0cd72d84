import { Typography } from '@mui/material';
import { DataTable, DateField, List, NullableBooleanInput, SearchInput, SimpleList } from 'react-admin';
import type { ContactMessage, QuoteRequest } from '../../modules/shop/admin-schemas';
import { usePhone } from '../layout/phone';
import { excerpt } from '../shared/excerpt';
import { ADMIN_LIST, COLUMNS_TOOLBAR } from '../shared/list';
import { HandledChip, senderName } from './fields';

type Item = ContactMessage | QuoteRequest;

/** 'All' shows in the select when no state is chosen (MUI hides an empty value by default). */
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const filters = (what: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${what}`} slotProps={{ htmlInput: { 'aria-label': `Search ${what}` } }} />,
  <NullableBooleanInput key="handled" source="handled" label="Status" alwaysOn nullLabel="All" trueLabel="Handled" falseLabel="Not handled" slotProps={showAll} />,
];

const Nothing = ({ what }: { what: string }) => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No {what} here. Change the status filter to see the others.
  </Typography>
);

/** An inbox: unhandled first (the default filter), newest first, searchable by email, subject and text. */
export function InboxList({ kind }: { kind: 'contact' | 'quote' }) {
  const what = kind === 'contact' ? 'messages' : 'quote requests';
  const phone = usePhone();
  return (
    <List
      title={kind === 'contact' ? 'Messages' : 'Quote requests'}
      {...ADMIN_LIST}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters(what)}
      filterDefaultValues={{ handled: false }}
      actions={COLUMNS_TOOLBAR}
      empty={false}
    >
      {phone ? (
        // On a phone, one row per item: the subject (or sender), an excerpt, when and whether handled.
        <SimpleList<Item>
          rowClick="show"
          primaryText={(item) => item.subject || item.email}
          secondaryText={(item) => excerpt(item.message)}
          tertiaryText={(item) => `${new Date(item.created_at).toLocaleDateString()}${item.handled ? ' · Handled' : ''}`}
          empty={<Nothing what={what} />}
        />
      ) : (
        <DataTable<Item> rowClick="show" bulkActionButtons={false} empty={<Nothing what={what} />}>
          <DataTable.Col source="created_at" label="Received" field={DateField} />
          <DataTable.Col source="email" label="From" render={(item) => {
              const name = 'first_name' in item ? senderName(item as ContactMessage) : '';
              return name ? `${name} <${item.email}>` : item.email;
            }} />
          {kind === 'quote' ? <DataTable.Col source="service_key" label="Service" /> : null}
          <DataTable.Col source="subject" label="Subject" />
          <DataTable.Col source="message" label="Message" disableSort render={(item) => excerpt(item.message)} />
          <DataTable.Col source="handled_at" label="Status">
            <HandledChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
