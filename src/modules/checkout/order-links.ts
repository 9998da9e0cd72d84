import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { hashToken, newToken } from '../accounts';

// The links in an order's mails: the confirmation page with a key that shows the order whole to
// whoever holds the mail. Each mail issues its own key (only its hash is kept), so a later mail
// never breaks an earlier one's link.

/** A new link to the order, or null for an order without a payment id (the seeded demo orders): the page finds orders by payment. */
export async function issueOrderLink(orderId: number, db: Db = defaultDb): Promise<string | null> {
  const order: { payment_id: string | null } | undefined = await db('orders').where({ id: orderId }).first('payment_id');
  if (!order?.payment_id) return null;
  const key = newToken();
  await db('order_link_keys').insert({ order_id: orderId, key_hash: key.hash });
  return `${config.publicUrl}/shop/order_confirmation?${new URLSearchParams({ payment_intent: order.payment_id, key: key.token })}`;
}

/** Whether `secret` is the key of one of the order's mailed links. */
export async function isOrderLinkKey(orderId: number, secret: string, db: Db = defaultDb): Promise<boolean> {
  return (await db('order_link_keys').where({ order_id: orderId, key_hash: hashToken(secret) }).first('id')) !== undefined;
}
