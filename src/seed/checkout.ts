import type { Knex } from 'knex';

// Demo tax rates: a few US states' base sales tax, so a quote shows tax. A fresh shop without these
// rows charges none (docs/decisions.md, Checkout); administrators keep the table at /chariot.
const US_STATE_RATES: Array<[state: string, rate: number]> = [
  ['CA', 0.0725],
  ['NY', 0.04],
  ['TX', 0.0625],
  ['WA', 0.065],
  ['IL', 0.0625],
];

export async function seedTaxRates(trx: Knex.Transaction): Promise<void> {
  await trx('tax_rates').insert(US_STATE_RATES.map(([state_code, rate]) => ({ country_code: 'US', state_code, rate, label: `${state_code} sales tax` })));
}
