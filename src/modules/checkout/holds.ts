import type { Knex } from 'knex';
import { AppError } from '../../platform/errors';
import { holdStock, releaseHold, type HoldShortfall, type SoldLine } from '../shop';
import type { Checkout } from './checkouts';

// A checkout holds the units of its latest quote while its buyer pays (issue 26), so a second
// buyer for the last unit is told it is sold out before paying. The holder is the checkout, not
// the payment: a buyer who changes the shipping level gets a new payment and must not compete
// with the hold of their own earlier one.

/**
 * How long a quote holds its units: long enough to type a card and pass the bank's check (3-D
 * Secure), short enough that a checkout left open gives the last copy back within a quarter hour.
 */
export const HOLD_MINUTES = 15;

const holderOf = (checkoutId: number) => `checkout:${checkoutId}`;

/** The 409 for a line asking for more than is free: fewer left, held by buyers paying, or none on the shelf. */
export function tooFewLeft(title: string, { on_hand, free }: Omit<HoldShortfall, 'sku_id'>): AppError {
  const held = on_hand === 1 ? 'the last copy is held for a buyer who is paying for it' : 'the last copies are held for buyers who are paying for them';
  const message =
    free > 0
      ? `Only ${free} left of “${title}”. Please lower the quantity.`
      : on_hand > 0
        ? `“${title}” is sold out for now: ${held}. Please remove it from your cart, or try again in ${HOLD_MINUTES} minutes.`
        : `“${title}” is out of stock. Please remove it from your cart.`;
  return new AppError('out_of_stock', message, 409);
}

/**
 * Holds a quote's lines for its checkout, in place of what the checkout held before (re-quoting
 * refreshes its own hold), or throws the 409 naming the first line other buyers hold.
 */
export async function holdForCheckout(trx: Knex.Transaction, checkout: Checkout, lines: ReadonlyArray<SoldLine & { title: string }>): Promise<void> {
  const short = await holdStock(trx, holderOf(checkout.id), lines, HOLD_MINUTES);
  if (short) throw tooFewLeft(lines.find((l) => l.sku_id === short.sku_id)!.title, short);
}

/** Ends the hold of the checkout an address (so a payment) belongs to: its order is made, or its payment failed. */
export async function releaseHoldOf(trx: Knex.Transaction, addressId: number): Promise<void> {
  const address: { checkout_id: number | null } | undefined = await trx('addresses').where({ id: addressId }).first('checkout_id');
  if (address?.checkout_id) await releaseHold(trx, holderOf(address.checkout_id));
}
