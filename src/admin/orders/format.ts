import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import type { OrderLine, OrderStatus } from '../../modules/checkout/schemas';

/** Each status in words, as the list's chips and the status filter show it. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** '12.50' → '$12.50' (orders are in US dollars). */
export const dollars = (amount: string | number) => `$${Number(amount).toFixed(2)}`;

/** Why checkout could not fill an order, for the person who has to deal with it. */
export function problemText(problem: string): string {
  if (problem === 'out_of_stock') {
    return 'Out of stock: a book in this order sold out while the buyer was paying, so the order could not be filled. The payment is refunded in full automatically; nothing needs to be shipped.';
  }
  return `Checkout reported a problem with this order: ${problem}.`;
}

export const unitsLeft = (line: Pick<OrderLine, 'quantity' | 'refunded_quantity'>) => line.quantity - line.refunded_quantity;

/** What is left to refund, in dollars. */
export const leftToRefund = (order: Pick<AdminOrder, 'total' | 'refunded_amount'>) => (Math.round(Number(order.total) * 100) - Math.round(Number(order.refunded_amount) * 100)) / 100;

/** Orders whose payment went through and is not all given back (the server has the last word). */
export const canRefund = (order: Pick<AdminOrder, 'status' | 'total' | 'refunded_amount'>) =>
  ['paid', 'shipped', 'partially_refunded'].includes(order.status) && leftToRefund(order) > 0;

/** Paid orders not yet sent. */
export const canShip = (order: Pick<AdminOrder, 'status' | 'shipped_at'>) => ['paid', 'partially_refunded'].includes(order.status) && !order.shipped_at;
