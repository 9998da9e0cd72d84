import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashToken, newToken } from '../accounts';

// A checkout is one buyer's: ship_options opens it and hands its browser a secret (the database
// keeps only the hash). Its addresses, and so its quotes and payments, answer only to that secret,
// so two buyers who type the same address and cart never share an address, a payment or a client
// secret, and the order it makes shows its buyer's details to the secret (docs/decisions.md).

export interface Checkout {
  id: number;
  user_id: number | null;
}

/** A quote or a payment naming a checkout (or an address of one) that is not the caller's: nothing is said about it. */
export const checkoutNotFound = () => new AppError('checkout_not_found', 'This checkout is no longer open. Please enter your address again.', 404);

/** The checkout a secret names, if any. */
export const bySecret = (secret: string, db: Db): Promise<Checkout | undefined> => db('checkouts').where({ secret_hash: hashToken(secret) }).first('id', 'user_id');

/**
 * The caller's checkout and its secret: the one the secret names while it belongs to this buyer
 * (the same member, or a guest for a guest), else a new one. A secret nobody was given opens a new
 * checkout too, so it leads to nobody's addresses.
 */
export async function openCheckout(secret: string | undefined, userId: number | null, trx: Knex.Transaction): Promise<{ checkout: Checkout; secret: string }> {
  const known = secret ? await bySecret(secret, trx) : undefined;
  if (secret && known && known.user_id === userId) return { checkout: known, secret };
  const fresh = newToken();
  const [checkout] = await trx('checkouts').insert({ secret_hash: fresh.hash, user_id: userId }).returning(['id', 'user_id']);
  return { checkout: checkout as Checkout, secret: fresh.token };
}

/** The checkout a quote or a test-mode payment names by its secret; a 404 when there is none. */
export async function requireCheckout(secret: string, db: Db): Promise<Checkout> {
  const checkout = await bySecret(secret, db);
  if (!checkout) throw checkoutNotFound();
  return checkout;
}
