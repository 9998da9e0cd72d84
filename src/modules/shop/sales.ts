import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { isChoiceOfFormats } from './formats';
import { fullSkuName } from './sku-names';
import { loadSkus, productsOf } from './skus';

// The shop's front door for checkout (which depends on the shop, never the reverse): taking stock
// when an order is paid, giving it back when a refund says so, and remembering what sold, for
// Popular and for "Verified purchase".

export interface SoldLine {
  sku_id: number;
  quantity: number;
}

/** A unit ran out before the order could take it. */
export class OutOfStock extends Error {
  override readonly name = 'OutOfStock';
  constructor(readonly skuId: number) {
    super(`SKU ${skuId} has too few units left`);
  }
}

/** The lines of SKUs kept on a shelf, in id order: a digital SKU's file never runs out, so it has no stock to take, hold or give back. */
export async function shelvedLines<L extends SoldLine>(trx: Knex.Transaction, lines: readonly L[]): Promise<L[]> {
  const digital = new Set<number>(await trx('skus').whereIn('id', lines.map((l) => l.sku_id)).where({ digital: true }).pluck('id'));
  return lines.filter((l) => !digital.has(l.sku_id)).sort((a, b) => a.sku_id - b.sku_id);
}

/**
 * Takes the units from stock, or throws OutOfStock and takes none (run it in a transaction or a
 * savepoint). Each update is conditional, so two buyers can never both take the last unit; SKUs
 * are updated in id order, so two orders never wait on each other in a cycle. Digital SKUs are
 * left alone.
 */
export async function takeStock(trx: Knex.Transaction, lines: readonly SoldLine[]): Promise<void> {
  for (const line of await shelvedLines(trx, lines)) {
    const taken = await trx('skus')
      .where({ id: line.sku_id })
      .where('qty_on_hand', '>=', line.quantity)
      .update({ qty_on_hand: trx.raw('qty_on_hand - ?', [line.quantity]), updated_at: trx.fn.now() });
    if (!taken) throw new OutOfStock(line.sku_id);
  }
}

/** Puts refunded units back on the shelf, in the refund's transaction (the inverse of takeStock). */
export async function returnStock(trx: Knex.Transaction, lines: readonly SoldLine[]): Promise<void> {
  // In id order, as takeStock locks them, so the two never wait on each other crosswise.
  for (const line of await shelvedLines(trx, lines)) {
    await trx('skus')
      .where({ id: line.sku_id })
      .update({ qty_on_hand: trx.raw('qty_on_hand + ?', [line.quantity]), updated_at: trx.fn.now() });
  }
}

const monthOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString().slice(0, 10);

/** Records a paid order's units (per SKU and month) and its buyer (per product), in the order's transaction. */
export async function recordSale(trx: Knex.Transaction, sale: { userId: number | null; paidAt: Date; lines: readonly SoldLine[] }): Promise<void> {
  const month = monthOf(sale.paidAt);
  const units = new Map<number, number>();
  for (const l of sale.lines) units.set(l.sku_id, (units.get(l.sku_id) ?? 0) + l.quantity);
  const existing: Array<{ id: number }> = await trx('skus').whereIn('id', [...units.keys()]).select('id');
  const rows = existing.map(({ id }) => ({ sku_id: id, month, units: units.get(id)! }));
  if (!rows.length) return;
  await trx('sku_sales')
    .insert(rows)
    .onConflict(['month', 'sku_id'])
    .merge({ units: trx.raw('sku_sales.units + excluded.units') });
  if (sale.userId === null) return;
  const products = [...new Set((await productsOf(rows.map((r) => r.sku_id), trx)).values())];
  await trx('product_buyers')
    .insert(products.map((product_id) => ({ product_id, user_id: sale.userId })))
    .onConflict(['product_id', 'user_id'])
    .ignore();
}

/** A query of the units sold per SKU (sku_id, units) in the month of a moment, best-selling first. */
export function unitsSoldInMonth(db: Db, moment: Date, limit: number): Knex.QueryBuilder {
  return db('sku_sales')
    .where({ month: monthOf(moment) })
    .where('units', '>', 0)
    .select('sku_id', 'units')
    .orderBy([{ column: 'units', order: 'desc' }, { column: 'sku_id', order: 'desc' }])
    .limit(limit);
}

/** What checkout needs to price a line: the full name shown, the price, the stock and free shipping. */
export interface SaleableSku {
  kind: 'sku';
  id: number;
  /** The full name (fullSkuName): an order line keeps it. */
  title: string;
  list_price: string;
  qty_on_hand: number;
  free_shipping: boolean;
  /** Sold as a file to download: no stock, no postage (issue 26). */
  digital: boolean;
  thumb: string | null;
}

/** A product asked for that is a choice of its formats (isChoiceOfFormats): not sold as itself. */
export interface ProductOfFormats {
  kind: 'product_of_formats';
  id: number;
  title: string;
}

/**
 * The published SKUs among the ids that can be sold, with a price (a SKU without one cannot be
 * sold), and the products among them that are sold in their formats instead, whatever their price.
 */
export async function saleableSkus(ids: readonly number[], db: Db = defaultDb): Promise<Map<number, SaleableSku | ProductOfFormats>> {
  const skus = await loadSkus([...new Set(ids)], { publishedOnly: true, ship: true }, db);
  return new Map(
    skus.flatMap((s): Array<[number, SaleableSku | ProductOfFormats]> => {
      const title = fullSkuName(s.title);
      if (isChoiceOfFormats(s)) return [[s.id, { kind: 'product_of_formats', id: s.id, title }]];
      if (s.list_price === null) return [];
      return [[s.id, { kind: 'sku', id: s.id, title, list_price: s.list_price, qty_on_hand: s.qty_on_hand, free_shipping: s.shipping_policy.some((p) => p.free), digital: s.digital, thumb: s.images[0]?.thumb ?? null }]];
    }),
  );
}
