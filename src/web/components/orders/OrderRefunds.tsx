import type { OrderDetails, OrderLine, OrderRefund, OrderSummary } from '../../../modules/checkout/schemas';
import { RotateCcw } from 'lucide-react';
import { formatCents, toCents } from '../../lib/money';
import { formatDay } from '../../lib/orders';
import s from './Orders.module.css';

/** "1 × The Quiet Page, Paperback, 1 × …", or for a refund of the rest, "The rest of the order: …". */
function refundedWhat(refund: OrderRefund, titleOf: ReadonlyMap<number, string>): string {
  const units = refund.lines.map((u) => `${u.quantity} × ${titleOf.get(u.line_id) ?? 'an item'}`).join(', ');
  if (!refund.rest) return units;
  return units ? `The rest of the order: ${units}` : 'The rest of the order';
}

/** An order's refunds, oldest first: how much, when and what for (whether the units went back in stock is staff's business). */
function OrderRefunds({ refunds, items }: { refunds: readonly OrderRefund[]; items: readonly OrderLine[] }) {
  const titleOf = new Map(items.map((l) => [l.id, l.title]));
  return (
    <ul className={s.refunds} aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r.id} className={s.refund}>
          <span>
            Refunded <strong>{formatCents(toCents(r.amount))}</strong> on <time dateTime={r.created_at}>{formatDay(r.created_at)}</time>
          </span>
          <span className={s.refundWhat}>{refundedWhat(r, titleOf)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What still comes of a partly refunded order: the posted items not refunded, if any (issue 36). */
function stillComing(order: OrderDetails | OrderSummary): string {
  if (!order.still_ships) return '';
  return order.shipped_at ? ` The items not refunded were sent on ${formatDay(order.shipped_at)}.` : ' The items not refunded will still be sent.';
}

/**
 * A refunded or partly refunded order says so first (issue 36): how much of the total went back,
 * each refund's amount, day and items, and what is still to come. An order that could not be
 * filled says so with its own notice instead.
 */
export function RefundNotice({ order, className }: { order: OrderDetails | OrderSummary; className?: string }) {
  if (!order.refunds.length || order.problem) return null;
  const full = order.status === 'refunded';
  const refunded = formatCents(toCents(order.refunded_amount));
  return (
    <section className={className ? `${s.refundNotice} ${className}` : s.refundNotice} aria-label={full ? 'Refunded' : 'Partly refunded'}>
      <RotateCcw aria-hidden="true" size={20} />
      <div>
        <p className={s.refundTitle}>{full ? 'This order was refunded in full' : 'Part of this order was refunded'}</p>
        <p>
          {full
            ? `We refunded ${refunded} to your card. Nothing more will be sent.`
            : `We refunded ${refunded} of your ${formatCents(toCents(order.total))} order to your card.${stillComing(order)}`}
        </p>
        <OrderRefunds refunds={order.refunds} items={order.listItems} />
      </div>
    </section>
  );
}
