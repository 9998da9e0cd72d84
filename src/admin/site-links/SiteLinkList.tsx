import { Typography } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SimpleList, UrlField } from 'react-admin';
import type { AdminSiteLink } from '../../modules/site/schemas';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST } from '../shared/list';
import { SiteNav } from '../site-pages/SiteNav';

const NoLinks = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No links yet: the site shows its placeholder at /links. Add one with New link.
  </Typography>
);

/** /chariot/site-links: the links of /links in the order it shows them. */
export function SiteLinkList() {
  const phone = usePhone();
  return (
    <List
      title="Links"
      {...ADMIN_LIST}
      sort={{ field: 'position', order: 'ASC' }}
      actions={
        <SiteNav to="site-pages">
          <CreateButton label="New link" />
        </SiteNav>
      }
      empty={false}
    >
      {phone ? (
        <SimpleList<AdminSiteLink> rowClick="edit" primaryText={(l) => l.title} secondaryText={(l) => l.url} empty={<NoLinks />} />
      ) : (
        <DataTable<AdminSiteLink> rowClick="edit" bulkActionButtons={false} empty={<NoLinks />}>
          <DataTable.Col source="position" label="Position" align="right" />
          <DataTable.Col source="title" label="Title" />
          <DataTable.Col source="url" label="Address" field={UrlField} />
          <DataTable.Col source="updated_at" label="Updated" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}
