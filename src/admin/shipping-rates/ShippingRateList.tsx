import { Chip } from '@mui/material';
import { DataTable, SimpleList } from 'react-admin';
import type { ShippingRateRecord } from '../../modules/checkout/admin-schemas';
import { dollars } from '../orders/format';
import { countriesLabel } from './countries';
import { RateList } from './RateList';

const cost = (r: ShippingRateRecord) => `${dollars(r.cost_per_order)} + ${dollars(r.cost_per_item)} an item`;
const days = (r: ShippingRateRecord) => (r.min_days === r.max_days ? `${r.max_days} day${r.max_days === 1 ? '' : 's'}` : `${r.min_days}–${r.max_days} days`);
const level = (r: ShippingRateRecord) => r.level.charAt(0) + r.level.slice(1).toLowerCase();
const offered = (r: ShippingRateRecord) => (r.active ? <Chip label="Offered" size="small" color="success" variant="outlined" /> : <Chip label="Not offered" size="small" variant="outlined" />);

/** /chariot/shipping-rates: every zone's levels, by zone, then level from slowest to fastest. */
export function ShippingRateList() {
  return (
    <RateList
      title="Shipping rates"
      sortField="zone"
      searchPlaceholder="Zone or country code"
      searchLabel="Search shipping rates"
      createLabel="New shipping rate"
      emptyText="No shipping rates match. Without a rate for a country, checkout cannot ship there."
      rows={(empty) => (
        <SimpleList<ShippingRateRecord>
          rowClick="edit"
          primaryText={(r) => `${r.zone} · ${level(r)}`}
          secondaryText={(r) => `${cost(r)} · ${days(r)}`}
          tertiaryText={(r) => (r.active ? '' : 'Not offered')}
          empty={empty}
        />
      )}
      table={(empty) => (
        <DataTable<ShippingRateRecord> rowClick="edit" bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="zone" label="Zone" />
          <DataTable.Col label="Countries" disableSort render={(r) => countriesLabel(r.countries)} />
          <DataTable.Col source="level" label="Level" render={level} />
          <DataTable.Col source="cost_per_order" label="Per order" align="right" render={(r) => dollars(r.cost_per_order)} />
          <DataTable.Col source="cost_per_item" label="Per item" align="right" render={(r) => dollars(r.cost_per_item)} />
          <DataTable.Col source="max_days" label="Delivery" render={days} />
          <DataTable.Col source="active" label="At checkout" render={offered} />
        </DataTable>
      )}
    />
  );
}
