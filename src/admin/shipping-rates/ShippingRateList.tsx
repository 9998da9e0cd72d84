import { Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, ListButton, Pagination, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import type { ShippingRateRecord } from '../../modules/checkout/admin-schemas';
import { usePhone } from '../layout/PhoneMenu';
import { dollars } from '../orders/format';
import { countriesLabel } from './countries';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Zone or country code" slotProps={{ htmlInput: { 'aria-label': 'Search shipping rates' } }} />];

const actions = (
  <TopToolbar sx={{ gap: 1 }}>
    <ListButton resource="orders" label="Orders" />
    <CreateButton label="New shipping rate" />
  </TopToolbar>
);

const cost = (r: ShippingRateRecord) => `${dollars(r.cost_per_order)} + ${dollars(r.cost_per_item)} an item`;
const days = (r: ShippingRateRecord) => (r.min_days === r.max_days ? `${r.max_days} day${r.max_days === 1 ? '' : 's'}` : `${r.min_days}–${r.max_days} days`);
const level = (r: ShippingRateRecord) => r.level.charAt(0) + r.level.slice(1).toLowerCase();

const Nothing = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No shipping rates match. Without a rate for a country, checkout cannot ship there.
  </Typography>
);

/** /chariot/shipping-rates: every zone's levels, by zone, then level from slowest to fastest. */
export function ShippingRateList() {
  const phone = usePhone();
  return (
    <List
      title="Shipping rates"
      perPage={100}
      pagination={<Pagination rowsPerPageOptions={[100]} />}
      sort={{ field: 'zone', order: 'ASC' }}
      filters={filters}
      actions={actions}
      exporter={false}
      empty={false}
    >
      {phone ? (
        <SimpleList<ShippingRateRecord>
          rowClick="edit"
          primaryText={(r) => `${r.zone} · ${level(r)}`}
          secondaryText={(r) => `${cost(r)} · ${days(r)}`}
          tertiaryText={(r) => (r.active ? '' : 'Not offered')}
          empty={<Nothing />}
        />
      ) : (
        <DataTable<ShippingRateRecord> rowClick="edit" bulkActionButtons={false} empty={<Nothing />}>
          <DataTable.Col source="zone" label="Zone" />
          <DataTable.Col label="Countries" disableSort render={(r) => countriesLabel(r.countries)} />
          <DataTable.Col source="level" label="Level" render={level} />
          <DataTable.Col source="cost_per_order" label="Per order" align="right" render={(r) => dollars(r.cost_per_order)} />
          <DataTable.Col source="cost_per_item" label="Per item" align="right" render={(r) => dollars(r.cost_per_item)} />
          <DataTable.Col source="max_days" label="Delivery" render={days} />
          <DataTable.Col source="active" label="At checkout" render={(r) => (r.active ? <Chip label="Offered" size="small" color="success" variant="outlined" /> : <Chip label="Not offered" size="small" variant="outlined" />)} />
        </DataTable>
      )}
    </List>
  );
}
