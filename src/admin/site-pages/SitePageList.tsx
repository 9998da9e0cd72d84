import { DataTable, DateField, FunctionField, List, SimpleList } from 'react-admin';
import type { AdminSitePage } from '../../modules/site/schemas';
import { usePhone } from '../layout/phone';
import { ADMIN_LIST } from '../shared/list';
import { SiteNav } from './SiteNav';

const state = (page: AdminSitePage) => (page.updated_at ? 'Written' : 'Empty: the site shows its placeholder');

/** /chariot/site-pages: /about and /mission, written or still empty. */
export function SitePageList() {
  const phone = usePhone();
  return (
    <List title="Site pages" {...ADMIN_LIST} pagination={false} actions={<SiteNav to="site-links" />}>
      {phone ? (
        <SimpleList<AdminSitePage> rowClick="edit" primaryText={(p) => p.title} secondaryText={(p) => `/${p.slug}`} tertiaryText={state} />
      ) : (
        <DataTable<AdminSitePage> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" label="Title" disableSort />
          <DataTable.Col label="Address" disableSort>
            <FunctionField<AdminSitePage> render={(p) => `/${p.slug}`} />
          </DataTable.Col>
          <DataTable.Col label="State" disableSort>
            <FunctionField<AdminSitePage> render={state} />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label="Updated" field={DateField} disableSort />
        </DataTable>
      )}
    </List>
  );
}
