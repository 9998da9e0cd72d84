import type { Db } from '../../platform/db';

/**
 * The tax rate of an address: its state's row, else its country's, else none (0). Tax is charged
 * on the items, not on shipping (docs/decisions.md, Checkout).
 */
export async function taxRate(country: string, state: string | null, db: Db): Promise<number> {
  const rows: Array<{ state_code: string | null; rate: string }> = await db('tax_rates')
    .where({ country_code: country })
    .where((q) => q.whereNull('state_code').orWhere('state_code', state ?? ''))
    .select('state_code', 'rate');
  const row = rows.find((r) => r.state_code !== null) ?? rows[0];
  return row ? Number(row.rate) : 0;
}

/** Tax in cents on an amount in cents, rounded half up to the cent. */
export const taxCents = (amountCents: number, rate: number): number => Math.round(amountCents * rate);
