import { expect, test } from 'vitest';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';
import { holdStock, releaseLapsedHolds } from './holds';
import { shopSchedules } from './jobs';

const hold = (holder: string, skuId: number, quantity = 1) => db.transaction((trx) => holdStock(trx, holder, [{ sku_id: skuId, quantity }], 15));
const holdersOf = (skuId: number): Promise<string[]> => db('stock_holds').where({ sku_id: skuId }).orderBy('holder').pluck('holder');

test('the schedule releases lapsed holds and leaves live ones', async () => {
  expect(shopSchedules.map((s) => s.job)).toContain(releaseLapsedHolds);
  const sku = await makeSku({ title: 'Held twice', qty_on_hand: 2 });
  expect(await hold('left-open', sku)).toBeNull();
  expect(await hold('paying', sku)).toBeNull();
  await db('stock_holds').where({ holder: 'left-open' }).update({ expires_at: db.raw("now() - interval '1 second'") });
  await releaseLapsedHolds.process({});
  expect(await holdersOf(sku)).toEqual(['paying']);
});

test('a holder holding again replaces its hold; other holders count until their holds lapse', async () => {
  const sku = await makeSku({ title: 'Three on the shelf', qty_on_hand: 3 });
  expect(await hold('a', sku, 2)).toBeNull();
  expect(await hold('a', sku, 3)).toBeNull();
  expect(await hold('b', sku, 1)).toEqual({ sku_id: sku, on_hand: 3, free: 0 });
  expect(await hold('a', sku, 1)).toBeNull();
  expect(await hold('b', sku, 2)).toBeNull();
  expect(await db('stock_holds').where({ sku_id: sku }).orderBy('holder').select('holder', 'quantity')).toEqual([
    { holder: 'a', quantity: 1 },
    { holder: 'b', quantity: 2 },
  ]);
});
