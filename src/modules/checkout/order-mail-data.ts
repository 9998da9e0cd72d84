import { db } from '../../platform/db';
import { formatNamesOf } from '../shop';
import { lineName } from './line-names';
import { issueOrderLink } from './order-links';
import { orderById } from './orders';
import type { OrderDetails } from './schemas';

/** What every order mail is made from. */
export interface OrderMail {
  /** The order's email, else its address's. */
  to: string;
  /** The order as its buyer sees it, each line titled as mails name it (lineName). */
  order: OrderDetails;
  /** A link to the order with a key of its own (null for an order the page cannot find). */
  link: string | null;
}

/** The order as it is now, for one of its mails. */
export async function orderMail(orderId: number): Promise<OrderMail> {
  const [order, row] = await Promise.all([orderById(orderId), db('orders').where({ id: orderId }).first('email') as Promise<{ email: string | null }>]);
  const formats = await formatNamesOf(order.listItems.flatMap((l) => (l.sku_id === null ? [] : [l.sku_id])));
  const listItems = order.listItems.map((l) => ({ ...l, title: lineName(l.title, l.sku_id === null ? null : (formats.get(l.sku_id) ?? null)) }));
  return { to: row.email ?? order.address.email, order: { ...order, listItems }, link: await issueOrderLink(orderId) };
}
