import type { Knex } from 'knex';
import { z } from 'zod';
import { db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { shelvedLines, type SoldLine } from './sales';

// Units held for a buyer while they pay (issue 26): checkout holds a quote's lines, and a hold
// counts against every other buyer's quote until it lapses or its holder releases it. Stock is
// still taken only by takeStock's conditional update when an order is paid, so a hold that lapsed
// during a payment can never oversell; holds only turn the other buyers away before they pay.

/** A line that could not be held: the units on the shelf, and how many of them other buyers do not hold. */
export interface HoldShortfall {
  sku_id: number;
  on_hand: number;
  free: number;
}

/** Ends what a holder holds (in the caller's transaction). */
export async function releaseHold(trx: Knex.Transaction, holder: string): Promise<void> {
  await trx('stock_holds').where({ holder }).delete();
}

/**
 * Holds `wanted` (one line per SKU; digital SKUs need no holding) for `holder` for `minutes`, in place of whatever it held before, or
 * holds nothing and returns the first line short of units. The SKU rows are locked in id order
 * before the holds are summed, so quotes for the same SKU take turns and each sees the holds
 * committed before it: no two holders ever hold the same last unit. Lapsed holds count for
 * nothing, whether or not the schedule has deleted them yet.
 */
export async function holdStock(trx: Knex.Transaction, holder: string, wanted: readonly SoldLine[], minutes: number): Promise<HoldShortfall | null> {
  const lines = await shelvedLines(trx, wanted);
  const ids = lines.map((l) => l.sku_id);
  const skus: Array<{ id: number; qty_on_hand: number }> = await trx('skus').whereIn('id', ids).orderBy('id').forNoKeyUpdate().select('id', 'qty_on_hand');
  const held: Array<{ sku_id: number; units: number }> = await trx('stock_holds')
    .whereIn('sku_id', ids)
    .whereNot({ holder })
    .where('expires_at', '>', trx.fn.now())
    .groupBy('sku_id')
    .select('sku_id', trx.raw('sum(quantity)::int as units'));
  const onHand = new Map(skus.map((s) => [s.id, s.qty_on_hand]));
  const heldByOthers = new Map(held.map((h) => [h.sku_id, h.units]));
  for (const { sku_id, quantity } of lines) {
    const on_hand = onHand.get(sku_id) ?? 0;
    const free = Math.max(0, on_hand - (heldByOthers.get(sku_id) ?? 0));
    if (free < quantity) return { sku_id, on_hand, free };
  }
  await releaseHold(trx, holder);
  if (!lines.length) return null;
  const expires_at = trx.raw('now() + make_interval(mins => ?)', [minutes]);
  await trx('stock_holds').insert(lines.map(({ sku_id, quantity }) => ({ holder, sku_id, quantity, expires_at })));
  return null;
}

/** Deletes lapsed holds. Quotes ignore them already: this only keeps the table small. */
export const releaseLapsedHolds = defineJob('shop.release-lapsed-holds', z.object({}), async () => {
  const released = await db('stock_holds').where('expires_at', '<=', db.fn.now()).delete();
  if (released) logger.info({ released }, 'lapsed stock holds released');
});
