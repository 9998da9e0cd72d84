import type { Knex } from 'knex';
import { AppError } from '../../platform/errors';
import { type Db } from '../../platform/db';
import { heldBy, holdStock, releaseHold, type HeldLine, type HoldShortfall, type HoldVisitor, type SoldLine } from '../shop';
import type { Checkout } from './checkouts';
import type { HeldUnits } from './schemas';

// A checkout holds the units of its latest quote while its buyer pays (issue 26), so a second
// buyer for the last unit is told it is sold out before paying. The holder is the checkout, not
// the payment: a buyer who changes the shipping level gets a new payment and must not compete
// with the hold of their own earlier one. One visitor holds through one checkout at a time, within
// the shop's bounds (issue 36: src/modules/shop/hold-rules.ts).

const holderOf = (checkoutId: number) => `checkout:${checkoutId}`;

const MINUTE = 60_000;

/** "try again in 12 minutes": when the first hold of others lapses, rounded up (at least 1). */
const tryAgainIn = (until: Date | null) => {
  const minutes = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / MINUTE)) : 1;
  return `try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The 409 for a line asking for more than is free: fewer left, held by buyers paying, or none on the shelf. */
export function tooFewLeft(title: string, { on_hand, free, held_until }: Omit<HoldShortfall, 'sku_id'>): AppError {
  const held = on_hand === 1 ? 'the last copy is held for a buyer who is paying for it' : 'the last copies are held for buyers who are paying for them';
  const message =
    free > 0
      ? `Only ${free} left of “${title}”. Please lower the quantity.`
      : on_hand > 0
        ? `“${title}” is sold out for now: ${held}. Please remove it from your cart, or ${tryAgainIn(held_until)}.`
        : `“${title}” is out of stock. Please remove it from your cart.`;
  return new AppError('out_of_stock', message, 409);
}

const asHeldUnits = (lines: readonly HeldLine[]): HeldUnits[] => lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity, expires_at: new Date(l.expires_at).toISOString() }));

/**
 * Holds a quote's lines for its checkout, in place of what the checkout (and the visitor's earlier
 * checkouts) held before, and says what it holds; or throws the 409 naming the first line other
 * buyers hold.
 */
export async function holdForCheckout(trx: Knex.Transaction, checkout: Checkout, lines: ReadonlyArray<SoldLine & { title: string }>, visitor: HoldVisitor): Promise<HeldUnits[]> {
  const result = await holdStock(trx, holderOf(checkout.id), lines, visitor);
  if ('short' in result) throw tooFewLeft(lines.find((l) => l.sku_id === result.short.sku_id)!.title, result.short);
  return asHeldUnits(result.held);
}

/** What a checkout holds now: its buyer's cart and pages count these units as theirs. */
export async function heldForCheckout(checkout: Checkout, db: Db): Promise<HeldUnits[]> {
  return asHeldUnits(await heldBy(holderOf(checkout.id), db));
}

/** Ends the hold of the checkout an address (so a payment) belongs to: its order is made, or its payment failed. */
export async function releaseHoldOf(trx: Knex.Transaction, addressId: number): Promise<void> {
  const address: { checkout_id: number | null } | undefined = await trx('addresses').where({ id: addressId }).first('checkout_id');
  if (address?.checkout_id) await releaseHold(trx, holderOf(address.checkout_id));
}
