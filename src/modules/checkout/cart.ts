import { db as defaultDb, type Db } from '../../platform/db';
import { saleableSkus, type ProductOfFormats, type SaleableSku } from '../shop';
import { MAX_QUANTITY, type CartBody, type CartResponse } from './schemas';

interface CartItem {
  sku_id: number;
  quantity: number;
}

const answer = (items: CartItem[]): CartResponse => ({ cart: { sku_ids: items.map((i) => i.sku_id), quantities: items.map((i) => i.quantity) } });

/** The member's stored cart (empty when they have none). */
export async function getCart(userId: number, db: Db = defaultDb): Promise<CartResponse> {
  const row: { items: CartItem[] } | undefined = await db('carts').where({ user_id: userId }).first('items');
  return answer(row?.items ?? []);
}

/** The most of a SKU one cart holds: its stock; one copy of a download, which never runs out (issues 26, 36). */
const mostOf = (sku: SaleableSku | ProductOfFormats) => (sku.kind !== 'sku' ? MAX_QUANTITY : sku.digital ? 1 : sku.qty_on_hand);

/**
 * Replaces the member's cart. Repeated ids add up; SKUs that are gone or unpublished are dropped;
 * each quantity is capped by the stock and the quantity select's 30, a download's at 1 (a merged
 * cart adds up, so it is capped rather than refused; a sold-out SKU keeps 1, so
 * the drawer can say it is out of stock rather than lose it silently). A product sold in its
 * formats stays too, so the drawer can ask for a format: a guest cart from before it had formats
 * may hold it, and refusing the whole cart for that line would refuse every later change as well.
 */
export async function putCart(userId: number, body: CartBody, db: Db = defaultDb): Promise<CartResponse> {
  const wanted = new Map<number, number>();
  body.sku_ids.forEach((id, i) => wanted.set(id, (wanted.get(id) ?? 0) + body.quantities[i]!));
  const skus = await saleableSkus([...wanted.keys()], db);
  const items = [...wanted].flatMap(([sku_id, quantity]) => {
    const sku = skus.get(sku_id);
    if (!sku) return [];
    return [{ sku_id, quantity: Math.max(1, Math.min(quantity, mostOf(sku), MAX_QUANTITY)) }];
  });
  await db('carts')
    .insert({ user_id: userId, items: JSON.stringify(items), updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge(['items', 'updated_at']);
  return answer(items);
}

/** Takes bought SKUs out of the member's cart, in the order's transaction. */
export async function removeFromCart(userId: number, skuIds: readonly number[], db: Db): Promise<void> {
  const row: { items: CartItem[] } | undefined = await db('carts').where({ user_id: userId }).forUpdate().first('items');
  if (!row) return;
  const bought = new Set(skuIds);
  await db('carts').where({ user_id: userId }).update({ items: JSON.stringify(row.items.filter((i) => !bought.has(i.sku_id))), updated_at: db.fn.now() });
}
