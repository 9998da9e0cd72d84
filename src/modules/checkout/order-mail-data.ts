import { db } from '../../platform/db';
import { issueOrderLink } from './order-links';
import { orderById } from './orders';
import type { OrderDetails } from './schemas';

/** What every order mail is made from. */
export interface OrderMail {
  /** The order's email, else its address's. */
  to: string;
  /** The order as its buyer sees it, each line under the full name it was bought by ('The Quiet Page, Paperback'). */
  order: OrderDetails;
  /** A link to the order with a key of its own (null for an order the page cannot find). */
  link: string | null;
}

/** The order as it is now, for one of its mails. */
export async function orderMail(orderId: number): Promise<OrderMail> {
  const [order, row] = await Promise.all([orderById(orderId), db('orders').where({ id: orderId }).first('email') as Promise<{ email: string | null }>]);
  return { to: row.email ?? order.address.email, order, link: await issueOrderLink(orderId) };
}
