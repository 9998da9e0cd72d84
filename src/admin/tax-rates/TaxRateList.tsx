import { Typography } from '@mui/material';
import { CreateButton, DataTable, List, ListButton, Pagination, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import type { TaxRateRecord } from '../../modules/checkout/admin-schemas';
import { usePhone } from '../layout/PhoneMenu';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Country, state or label" slotProps={{ htmlInput: { 'aria-label': 'Search tax rates' } }} />];

const actions = (
  <TopToolbar sx={{ gap: 1 }}>
    <ListButton resource="orders" label="Orders" />
    <CreateButton label="New tax rate" />
  </TopToolbar>
);

export const region = (r: Pick<TaxRateRecord, 'country_code' | 'state_code'>) => (r.state_code ? `${r.country_code}, ${r.state_code}` : `${r.country_code} (whole country)`);
const percent = (r: TaxRateRecord) => `${r.rate_percent} %`;

const Nothing = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No tax rates match. Where no rate applies, checkout charges no tax.
  </Typography>
);

/** /chariot/tax-rates: by country, the country's own rate before its states'. */
export function TaxRateList() {
  const phone = usePhone();
  return (
    <List
      title="Tax rates"
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[100]} />}
      sort={{ field: 'country_code', order: 'ASC' }}
      filters={filters}
      actions={actions}
      exporter={false}
      empty={false}
    >
      {phone ? (
        <SimpleList<TaxRateRecord> rowClick="edit" primaryText={region} secondaryText={percent} tertiaryText={(r) => r.label ?? ''} empty={<Nothing />} />
      ) : (
        <DataTable<TaxRateRecord> rowClick="edit" bulkActionButtons={false} empty={<Nothing />}>
          <DataTable.Col source="country_code" label="Country" />
          <DataTable.Col source="state_code" label="State" render={(r) => r.state_code ?? 'Whole country'} />
          <DataTable.Col source="rate_percent" label="Rate" align="right" render={percent} />
          <DataTable.Col source="label" label="Label" render={(r) => r.label ?? '—'} />
        </DataTable>
      )}
    </List>
  );
}
