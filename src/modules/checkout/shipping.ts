import type { Db } from '../../platform/db';
import { fromCents, toCents } from './payments';
import { SHIPPING_LEVELS, type ShippingLevel, type ShippingOption } from './schemas';

interface RateRow {
  level: ShippingLevel;
  cost_per_order: string;
  cost_per_item: string;
  max_days: number;
}

export interface ShippedLine {
  quantity: number;
  free_shipping: boolean;
}

/**
 * The active rates of the zone that names the country, or of the catch-all zone (no countries)
 * when none does, cheapest level first.
 */
export async function ratesFor(country: string, db: Db): Promise<RateRow[]> {
  const rows: Array<RateRow & { catch_all: boolean }> = await db('shipping_rates')
    .where('active', true)
    .where((q) => q.whereRaw('countries @> array[?]::char(2)[]', [country]).orWhereRaw('cardinality(countries) = 0'))
    .select('level', 'cost_per_order', 'cost_per_item', 'max_days', db.raw('cardinality(countries) = 0 as catch_all'));
  const named = rows.filter((r) => !r.catch_all);
  const zone = named.length ? named : rows;
  return zone.sort((a, b) => SHIPPING_LEVELS.indexOf(a.level) - SHIPPING_LEVELS.indexOf(b.level));
}

/**
 * A level's cost in cents: per order plus per item. At the cheapest level the SKUs with free
 * shipping (shipping policy 1) cost nothing, and an order of only such SKUs ships free.
 */
export function shippingCents(rate: RateRow, lines: readonly ShippedLine[], cheapest: boolean): number {
  const charged = cheapest ? lines.filter((l) => !l.free_shipping) : lines;
  if (!charged.length) return 0;
  const units = charged.reduce((n, l) => n + l.quantity, 0);
  return toCents(rate.cost_per_order) + units * toCents(rate.cost_per_item);
}

/** The day a parcel dispatched today arrives at the latest, counting business days (Monday to Friday). */
export function deliveryDate(businessDays: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = businessDays; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** SPEC.md §3 Shipping options for the lines to the country, cheapest level first. */
export async function shippingOptions(country: string, lines: readonly ShippedLine[], db: Db, now = new Date()): Promise<ShippingOption[]> {
  const rates = await ratesFor(country, db);
  return rates.map((rate, i) => ({
    level: rate.level,
    max_delivery_date: deliveryDate(rate.max_days, now),
    cost_excl_tax: fromCents(shippingCents(rate, lines, i === 0)),
  }));
}
