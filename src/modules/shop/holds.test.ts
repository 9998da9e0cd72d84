import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { HOLD_RULES, holdOf, shareOf } from './hold-rules';
import { holdStock, releaseLapsedHolds } from './holds';
import { shopSchedules } from './jobs';

// Each holder is its own visitor here (an address of its own), so only the holds' own rules apply.
const visitorOf = (holder: string) => ({ ip: `ip-of-${holder}`, email: null });
const hold = async (holder: string, skuId: number, quantity = 1) => {
  const result = await db.transaction((trx) => holdStock(trx, holder, [{ sku_id: skuId, quantity }], visitorOf(holder)));
  return 'short' in result ? { ...result.short, held_until: result.short.held_until ? 'a time' : null } : null;
};
const holdersOf = (skuId: number): Promise<string[]> => db('stock_holds').where({ sku_id: skuId }).orderBy('holder').pluck('holder');

test('the schedule runs every minute, releases lapsed holds and leaves live ones', async () => {
  expect(shopSchedules.find((s) => s.job === releaseLapsedHolds)?.everyMs).toBe(60_000);
  const sku = await makeSku({ title: 'Held twice', qty_on_hand: 2 });
  expect(await hold('left-open', sku)).toBeNull();
  expect(await hold('paying', sku)).toBeNull();
  await db('stock_holds').where({ holder: 'left-open' }).update({ expires_at: db.raw("now() - interval '1 second'") });
  await releaseLapsedHolds.process({});
  expect(await holdersOf(sku)).toEqual(['paying']);
});

test('a holder holding again replaces its hold; other holders count until their holds lapse', async () => {
  const sku = await makeSku({ title: 'Four on the shelf', qty_on_hand: 4 });
  expect(await hold('a', sku, 2)).toBeNull();
  expect(await hold('a', sku, 1)).toBeNull();
  expect(await hold('b', sku, 2)).toBeNull();
  expect(await hold('c', sku, 2)).toEqual({ sku_id: sku, on_hand: 4, free: 1, held_until: 'a time' });
  expect(await hold('a', sku, 2)).toBeNull();
  expect(await db('stock_holds').where({ sku_id: sku }).orderBy('holder').select('holder', 'quantity')).toEqual([
    { holder: 'a', quantity: 2 },
    { holder: 'b', quantity: 2 },
  ]);
});

test('a visitor holds half the shelf at most (the last copy whole), and a few units in all', () => {
  expect([1, 2, 3, 4, 5].map(shareOf)).toEqual([1, 1, 2, 2, 3]);
  const now = new Date('2026-12-09T10:00:00Z');
  expect(holdOf({ quantity: 5, on_hand: 5 }, { now, spellStart: now, spent: 0 }).quantity).toBe(3);
  expect(holdOf({ quantity: 5, on_hand: 40 }, { now, spellStart: now, spent: HOLD_RULES.unitsPerVisitor - 2 }).quantity).toBe(2);
  expect(holdOf({ quantity: 1, on_hand: 40 }, { now, spellStart: now, spent: HOLD_RULES.unitsPerVisitor }).quantity).toBe(0);
});

test('a hold lasts 15 minutes from its quote, never past 30 minutes from the visitor\'s first hold of the SKU, then none until the hour is out', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 9, 10, minutes));
  const spellStart = at(0);
  const line = { quantity: 1, on_hand: 1 };
  expect(holdOf(line, { now: at(0), spellStart, spent: 0 })).toEqual({ quantity: 1, until: at(15) });
  expect(holdOf(line, { now: at(10), spellStart, spent: 0 })).toEqual({ quantity: 1, until: at(25) });
  expect(holdOf(line, { now: at(20), spellStart, spent: 0 })).toEqual({ quantity: 1, until: at(30) });
  expect(holdOf(line, { now: at(30), spellStart, spent: 0 }).quantity).toBe(0);
  expect(holdOf(line, { now: at(59), spellStart, spent: 0 }).quantity).toBe(0);
});
