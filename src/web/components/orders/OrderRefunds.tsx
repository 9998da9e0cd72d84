import type { OrderLine, OrderRefund } from '../../../modules/checkout/schemas';
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
export function OrderRefunds({ refunds, items, className }: { refunds: readonly OrderRefund[]; items: readonly OrderLine[]; className?: string }) {
  if (!refunds.length) return null;
  const titleOf = new Map(items.map((l) => [l.id, l.title]));
  return (
    <ul className={className ? `${s.refunds} ${className}` : s.refunds} aria-label="Refunds">
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
