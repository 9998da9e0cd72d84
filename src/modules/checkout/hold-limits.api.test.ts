import { expect, test } from 'vitest';
import { US_ADDRESS, askForQuote, buyerSite, quote } from '../../../test/checkout';
import { testApp, type HttpClient } from '../../../test/http';
import { makeSku } from '../../../test/shop-factories';
import { db } from '../../platform/db';

// Holds that cannot be abused (issue 36, item 4): one visitor (an address, an email) holds through
// one checkout at a time, half a SKU's shelf and 10 units in all at most, and one SKU for at most
// 30 minutes in an hour however often they quote.

const app = await testApp();
const as = (email: string) => ({ address: { ...US_ADDRESS, email } });
const holdsOn = (skuId: number): Promise<Array<{ quantity: number }>> => db('stock_holds').where({ sku_id: skuId }).select('quantity');
const heldFor = async (site: HttpClient, secret: string) => (await site.post('/api/shop/checkout-holds', { checkout_secret: secret })).body.held as Array<{ sku_id: number; quantity: number }>;
const available = async (skuId: number) => (await app.get(`/api/shop/sku/${skuId}`)).body.sku.qty_available as number;

test('a new checkout from the same address releases the earlier one\'s holds, whatever email it gives', async () => {
  const last = await makeSku({ title: 'One Address, Two Checkouts', qty_on_hand: 1 });
  const other = await makeSku({ title: 'Also Held Before', qty_on_hand: 5 });
  const site = buyerSite(app);
  const first = await quote(site, [{ id: last, quantity: 1 }, { id: other, quantity: 1 }], as('first-name@example.test'));
  expect(first.held.map((h) => h.sku_id)).toEqual([last, other].sort((a, b) => a - b));

  const second = await quote(site, [{ id: last, quantity: 1 }], as('second-name@example.test'));
  expect(second.held).toEqual([{ sku_id: last, quantity: 1, expires_at: expect.any(String) }]);
  expect(await heldFor(site, first.checkout_secret)).toEqual([]);
  expect(await holdsOn(last)).toEqual([{ quantity: 1 }]);
  expect(await holdsOn(other)).toEqual([]);
});

test('the same email from another address: the new checkout releases the earlier one\'s holds', async () => {
  const sku = await makeSku({ title: 'One Email, Two Addresses', qty_on_hand: 2 });
  const onLaptop = await quote(buyerSite(app), [{ id: sku, quantity: 1 }], as('same.person@example.test'));
  const onPhone = await quote(buyerSite(app), [{ id: sku, quantity: 1 }], as('Same.Person@example.test'));
  expect(await heldFor(app, onLaptop.checkout_secret)).toEqual([]);
  expect(await heldFor(app, onPhone.checkout_secret)).toEqual([{ sku_id: sku, quantity: 1, expires_at: expect.any(String) }]);
  expect(await available(sku)).toBe(1);
});

test('one visitor holds half a SKU\'s shelf at most (the last copy whole): the rest is quoted, not held, and others may buy it', async () => {
  const four = await makeSku({ title: 'Four Copies', qty_on_hand: 4 });
  const bulk = await quote(buyerSite(app), [{ id: four, quantity: 4 }], as('all-four@example.test'));
  expect(bulk.items_subtotal).toBe('40.00');
  expect(bulk.held).toEqual([{ sku_id: four, quantity: 2, expires_at: expect.any(String) }]);
  expect(await available(four)).toBe(2);
  expect((await askForQuote(buyerSite(app), [{ id: four, quantity: 2 }], as('two-more@example.test'))).answer.status).toBe(200);
});

test('one visitor holds 10 units at most across all items; further lines are quoted without a hold', async () => {
  const skus = (await Promise.all([1, 2, 3, 4, 5].map((n) => makeSku({ title: `Shelf ${n}`, qty_on_hand: 40 })))).sort((a, b) => a - b);
  const big = await quote(buyerSite(app), skus.map((id) => ({ id, quantity: 3 })), as('fifteen@example.test'));
  expect(big.items_subtotal).toBe('150.00');
  expect(big.held.map((h) => h.quantity)).toEqual([3, 3, 3, 1]);
  expect(big.held.reduce((n, h) => n + h.quantity, 0)).toBe(10);
  expect(await holdsOn(skus[4]!)).toEqual([]);
});

test('140 quotes from one address under 140 emails (as many as its rate limit lets through) hold one checkout\'s units; another buyer can still buy', async () => {
  const sku = await makeSku({ title: 'Kept Sold Out?', qty_on_hand: 3 });
  const attacker = buyerSite(app);
  for (let i = 0; i < 140; i += 20) {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, k) => askForQuote(attacker, [{ id: sku, quantity: 3 }], as(`hoarder${i + k}@example.test`))));
    // Each is quoted (and would be charged if paid); only one checkout holds, two units of three.
    expect(answers.map((a) => a.answer.status)).toEqual(Array(20).fill(200));
  }
  expect(await holdsOn(sku)).toEqual([{ quantity: 2 }]);
  expect(await available(sku)).toBe(1);
  expect((await askForQuote(buyerSite(app), [{ id: sku, quantity: 1 }], as('patient.reader@example.test'))).answer.status).toBe(200);
}, 120_000);

/** Moves the visitor's spell of holding a SKU back in time, as if they had first held it `minutes` ago. */
const spellBegan = (skuId: number, minutes: number) => db('hold_spells').where({ sku_id: skuId }).update({ started_at: db.raw('now() - make_interval(mins => ?)', [minutes]) });
const minutesLeft = (expiresAt: string) => (new Date(expiresAt).getTime() - Date.now()) / 60_000;

test('re-quoting renews a hold only to 30 minutes after the visitor first held the SKU; then nothing is held until the hour is out', async () => {
  const last = await makeSku({ title: 'Renewed Too Often', qty_on_hand: 1 });
  const site = buyerSite(app);
  const skus = [{ id: last, quantity: 1 }];
  const first = await quote(site, skus, as('renewer@example.test'));
  expect(minutesLeft(first.held[0]!.expires_at)).toBeGreaterThan(14);

  // 20 minutes in, a re-quote holds to the 30th minute, not for 15 more.
  await spellBegan(last, 20);
  const renewed = await quote(site, skus, { ...as('renewer@example.test'), checkoutSecret: first.checkout_secret });
  expect(minutesLeft(renewed.held[0]!.expires_at)).toBeGreaterThan(9);
  expect(minutesLeft(renewed.held[0]!.expires_at)).toBeLessThan(11);

  // 31 minutes in: quoted (they may still pay), but held no more; a new checkout or email changes nothing.
  await spellBegan(last, 31);
  const late = await quote(site, skus, { ...as('renewer@example.test'), checkoutSecret: first.checkout_secret });
  expect(late.held).toEqual([]);
  expect(await holdsOn(last)).toEqual([]);
  expect((await quote(site, skus, as('renewer.again@example.test'))).held).toEqual([]);
  expect(await available(last)).toBe(1);

  // Once the hour since their first hold is out, they may hold it again.
  await spellBegan(last, 61);
  expect((await quote(site, skus, as('renewer@example.test'))).held).toEqual([{ sku_id: last, quantity: 1, expires_at: expect.any(String) }]);
});
