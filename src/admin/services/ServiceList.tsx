import { Button, Typography } from '@mui/material';
import { Inbox } from 'lucide-react';
import { CreateButton, DataTable, DateField, List, SimpleList, TopToolbar, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminService } from '../../modules/shop/admin-schemas';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST, ColumnsChoice } from '../shared/list';
import { MoveButtons, ServicePublishedChip, ServiceTitleLink } from './fields';

function Actions() {
  const createPath = useCreatePath();
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ColumnsChoice />
      <Button component={Link} to={createPath({ resource: 'quote_requests', type: 'list' })} size="small" startIcon={<Inbox size={18} aria-hidden="true" />}>
        Quote requests
      </Button>
      <CreateButton label="New service" />
    </TopToolbar>
  );
}

const NoServices = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No services yet. Add one with New service.
  </Typography>
);

/** /chariot/services: the services in the order the public page shows them. */
export function ServiceList() {
  const phone = usePhone();
  return (
    <List
      title="Services"
      {...ADMIN_LIST}
      sort={{ field: 'position', order: 'ASC' }}
      actions={<Actions />}
      empty={false}
    >
      {phone ? (
        // On a phone, one row per service in page order; a row opens its editor (reordering is on a wider screen).
        <SimpleList<AdminService>
          rowClick="edit"
          primaryText={(s) => s.title}
          secondaryText={(s) => `#${s.key}`}
          tertiaryText={(s) => (s.published ? 'Published' : 'Unpublished')}
          empty={<NoServices />}
        />
      ) : (
        <DataTable<AdminService> rowClick="edit" bulkActionButtons={false} empty={<NoServices />}>
          <DataTable.Col source="position" label="Position" align="right" />
          <DataTable.Col source="title" label="Title">
            <ServiceTitleLink />
          </DataTable.Col>
          <DataTable.Col source="key" label="Key (anchor)" />
          <DataTable.Col source="published" label="Status">
            <ServicePublishedChip />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label="Updated" field={DateField} />
          <DataTable.Col label="Order" disableSort>
            <MoveButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
