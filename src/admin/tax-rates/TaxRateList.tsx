import { DataTable, SimpleList } from 'react-admin';
import type { TaxRateRecord } from '../../modules/checkout/admin-schemas';
import { RateList } from '../shipping-rates/RateList';

export const region = (r: Pick<TaxRateRecord, 'country_code' | 'state_code'>) => (r.state_code ? `${r.country_code}, ${r.state_code}` : `${r.country_code} (whole country)`);
const percent = (r: TaxRateRecord) => `${r.rate_percent} %`;

/** /chariot/tax-rates: by country, the country's own rate before its states'. */
export function TaxRateList() {
  return (
    <RateList
      title="Tax rates"
      sortField="country_code"
      searchPlaceholder="Country, state or label"
      searchLabel="Search tax rates"
      createLabel="New tax rate"
      emptyText="No tax rates match. Where no rate applies, checkout charges no tax."
      rows={(empty) => <SimpleList<TaxRateRecord> rowClick="edit" primaryText={region} secondaryText={percent} tertiaryText={(r) => r.label ?? ''} empty={empty} />}
      table={(empty) => (
        <DataTable<TaxRateRecord> rowClick="edit" bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="country_code" label="Country" />
          <DataTable.Col source="state_code" label="State" render={(r) => r.state_code ?? 'Whole country'} />
          <DataTable.Col source="rate_percent" label="Rate" align="right" render={percent} />
          <DataTable.Col source="label" label="Label" render={(r) => r.label ?? '—'} />
        </DataTable>
      )}
    />
  );
}
