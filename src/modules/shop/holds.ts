import type { Knex } from 'knex';
import { z } from 'zod';
import { db as defaultDb, type Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import { HOLD_RULES, holdOf, visitorKeys, type HoldVisitor } from './hold-rules';
import { shelvedLines, type SoldLine } from './sales';

// Units held for a buyer while they pay (issue 26): checkout holds a quote's lines, and a hold
// counts against every other buyer until it lapses or its holder releases it. Stock is still taken
// only by takeStock's conditional update when an order is paid, so a hold that lapsed during a
// payment can never oversell; holds only turn the other buyers away before they pay. Since issue
// 36 public reads show held units (sku-rows.ts), and a visitor holds within hold-rules.ts's bounds.

/** A line that could not be held: the units on the shelf, how many of them other buyers do not hold, and when the first of their holds lapses. */
export interface HoldShortfall {
  sku_id: number;
  on_hand: number;
  free: number;
  held_until: Date | null;
}

/** Units a holder holds of a SKU, until when. */
export interface HeldLine {
  sku_id: number;
  quantity: number;
  expires_at: Date;
}

/** Ends what a holder holds (in the caller's transaction). */
export async function releaseHold(trx: Knex.Transaction, holder: string): Promise<void> {
  await trx('stock_holds').where({ holder }).delete();
}

/** What a holder holds now (its holds not lapsed). */
export function heldBy(holder: string, db: Db = defaultDb): Promise<HeldLine[]> {
  return db('stock_holds').where({ holder }).where('expires_at', '>', db.fn.now()).orderBy('sku_id').select('sku_id', 'quantity', 'expires_at');
}

/**
 * One quote's hold at a time per visitor: every other holder sharing a key with them (their earlier
 * checkout, from this address or under this email) lets go. The visitor's keys are locked first,
 * in order, so two of their quotes at once take turns.
 */
async function releaseVisitor(trx: Knex.Transaction, holder: string, keys: string[]): Promise<void> {
  if (!keys.length) return;
  for (const key of keys) await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  await trx('stock_holds').whereNot({ holder }).where('visitors', '&&', trx.raw('?::text[]', [keys])).delete();
}

/** When the visitor's spell of holding each SKU began (the earliest of their keys'), for spells still within the hour. */
async function spellStarts(trx: Knex.Transaction, keys: string[], ids: number[]): Promise<Map<number, Date>> {
  if (!keys.length) return new Map();
  const rows: Array<{ sku_id: number; started_at: Date }> = await trx('hold_spells')
    .whereIn('visitor', keys)
    .whereIn('sku_id', ids)
    .where('started_at', '>', trx.raw('now() - make_interval(mins => ?)', [HOLD_RULES.spellEveryMinutes]))
    .groupBy('sku_id')
    .select('sku_id', trx.raw('min(started_at) as started_at'));
  return new Map(rows.map((r) => [r.sku_id, new Date(r.started_at)]));
}

/**
 * Holds `wanted` (one line per SKU; digital SKUs need no holding) for `holder`, in place of
 * whatever it held before and of what the visitor's other checkouts held, or holds nothing and
 * returns the first line other buyers leave too few units of. The SKU rows are locked in id order
 * before the holds are summed, so quotes for the same SKU take turns and each sees the holds
 * committed before it: no two holders ever hold the same last unit. Lapsed holds count for
 * nothing, whether or not the schedule has deleted them yet. Each line is held as far as the
 * visitor's bounds allow (hold-rules.ts); the rest of it is quoted but not held.
 */
export async function holdStock(trx: Knex.Transaction, holder: string, wanted: readonly SoldLine[], visitor: HoldVisitor): Promise<{ short: HoldShortfall } | { held: HeldLine[] }> {
  const keys = visitorKeys(visitor);
  await releaseVisitor(trx, holder, keys);
  const lines = await shelvedLines(trx, wanted);
  const ids = lines.map((l) => l.sku_id);
  const skus: Array<{ id: number; qty_on_hand: number }> = await trx('skus').whereIn('id', ids).orderBy('id').forNoKeyUpdate().select('id', 'qty_on_hand');
  const others: Array<{ sku_id: number; units: number; until: Date }> = await trx('stock_holds')
    .whereIn('sku_id', ids)
    .whereNot({ holder })
    .where('expires_at', '>', trx.fn.now())
    .groupBy('sku_id')
    .select('sku_id', trx.raw('sum(quantity)::int as units'), trx.raw('min(expires_at) as until'));
  const onHand = new Map(skus.map((s) => [s.id, s.qty_on_hand]));
  const heldByOthers = new Map(others.map((h) => [h.sku_id, h]));
  for (const { sku_id, quantity } of lines) {
    const on_hand = onHand.get(sku_id) ?? 0;
    const theirs = heldByOthers.get(sku_id);
    const free = Math.max(0, on_hand - (theirs?.units ?? 0));
    if (free < quantity) return { short: { sku_id, on_hand, free, held_until: theirs ? new Date(theirs.until) : null } };
  }

  await releaseHold(trx, holder);
  const { rows } = (await trx.raw('select now() as now')) as { rows: Array<{ now: Date }> };
  const now = new Date(rows[0]!.now);
  const starts = await spellStarts(trx, keys, ids);
  const held: HeldLine[] = [];
  const spells: Array<{ visitor: string; sku_id: number; started_at: Date }> = [];
  let spent = 0;
  for (const { sku_id, quantity } of lines) {
    const spellStart = starts.get(sku_id) ?? now;
    const hold = holdOf({ quantity, on_hand: onHand.get(sku_id) ?? 0 }, { now, spellStart, spent });
    if (!hold.quantity) continue;
    spent += hold.quantity;
    held.push({ sku_id, quantity: hold.quantity, expires_at: hold.until });
    spells.push(...keys.map((visitor) => ({ visitor, sku_id, started_at: spellStart })));
  }
  if (held.length) await trx('stock_holds').insert(held.map((h) => ({ ...h, holder, visitors: keys })));
  // Each key carries the spell's start: a new key (another email from the same address) inherits it.
  if (spells.length) await trx('hold_spells').insert(spells).onConflict(['visitor', 'sku_id']).merge(['started_at']);
  return { held };
}

/**
 * Every minute: deletes lapsed holds, so the answers that showed them go stale (their keys are
 * logged and purged) within a minute of the lapse; reads ignore them already. Spells over the hour go too.
 */
export const releaseLapsedHolds = defineJob('shop.release-lapsed-holds', z.object({}), async () => {
  const released = await defaultDb('stock_holds').where('expires_at', '<=', defaultDb.fn.now()).delete();
  await defaultDb('hold_spells').where('started_at', '<=', defaultDb.raw('now() - make_interval(mins => ?)', [HOLD_RULES.spellEveryMinutes])).delete();
  if (released) logger.info({ released }, 'lapsed stock holds released');
});
