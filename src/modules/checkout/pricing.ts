import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db';
import { saleableSkus } from '../shop';
import { tooFewLeft } from './holds';
import { toCents } from './payments';

export interface PricedLine {
  sku_id: number;
  /** The SKU's full name ("The Quiet Page, Paperback"): the order line keeps it. */
  title: string;
  /** Two decimals, from the database at the time of the quote. */
  unit_price: string;
  quantity: number;
  free_shipping: boolean;
  /** A file to download: never out of stock, never posted. */
  digital: boolean;
}

export const UNAVAILABLE = 'Some items in your cart are no longer available. Please review your cart.';

/** A download is one copy per order line (issue 36): more copies of one file are the same file. */
function oneCopy(title: string): AppError {
  const message = `“${title}” is a download: an order holds one copy of it.`;
  return new AppError('one_copy', message, 400, { skus: [message] });
}

/**
 * The cart's lines priced from the database, never from the client. A SKU that is gone,
 * unpublished or priceless is a 409; so is a product sold in its formats (the buyer chooses one),
 * and asking for more than the stock holds (a digital SKU has no stock to run out of). A download
 * asked for more than once is a 400.
 */
export async function priceLines(skus: ReadonlyArray<{ id: number; quantity: number }>, db: Db): Promise<PricedLine[]> {
  const wanted = new Map<number, number>();
  for (const { id, quantity } of skus) wanted.set(id, (wanted.get(id) ?? 0) + quantity);
  const found = await saleableSkus([...wanted.keys()], db);
  return [...wanted].map(([id, quantity]) => {
    const sku = found.get(id);
    if (!sku) throw new AppError('unavailable', UNAVAILABLE, 409);
    if (sku.kind === 'product_of_formats') throw new AppError('choose_format', `Choose a format of “${sku.title}”.`, 409);
    if (sku.digital && quantity > 1) throw oneCopy(sku.title);
    if (!sku.digital && sku.qty_on_hand < quantity) throw tooFewLeft(sku.title, { on_hand: sku.qty_on_hand, free: sku.qty_on_hand, held_until: null });
    return { sku_id: id, title: sku.title, unit_price: sku.list_price, quantity, free_shipping: sku.free_shipping, digital: sku.digital };
  });
}

export const subtotalCents = (lines: readonly PricedLine[]): number => lines.reduce((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0);

/** The lines that go by post: a mixed cart ships its physical part only (issue 26). */
export const postedLines = (lines: readonly PricedLine[]): PricedLine[] => lines.filter((l) => !l.digital);
