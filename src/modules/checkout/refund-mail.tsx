import { humanDate } from '../../platform/email/dates';
import { Greeting, MailLayout, Paragraph } from '../../platform/email/layout';
import { renderMail } from '../../platform/email/render';
import type { Mail } from '../../platform/mail';
import type { OrderMail } from './order-mail-data';
import { AmountsTable, OrderButton, SectionTitle, dollars, units, type AmountRow } from './order-mail-parts';
import { fromCents, toCents } from './payments/provider';
import { refundCovers } from './refunds';
import type { OrderDetails, OrderRefund } from './schemas';

// The buyer's mail for each refund, partial or full: how much, when, and what it covers (units,
// and the shipping and tax when it refunded the rest of the order). The administrator's reason is
// theirs: it is not sent.

/** The refund's units at their price, then the shipping and tax it gave back, then its amount. */
function covered(order: OrderDetails, refund: OrderRefund): AmountRow[] {
  const lineOf = new Map(order.listItems.map((l) => [l.id, l]));
  const rows: AmountRow[] = refund.lines.map(({ line_id, quantity }) => {
    const line = lineOf.get(line_id)!;
    return [units(quantity, line.title), dollars(fromCents(toCents(line.unit_price) * quantity))];
  });
  const { shipping, tax } = refundCovers(order, refund);
  if (toCents(shipping) > 0) rows.push(['Shipping', dollars(shipping)]);
  if (toCents(tax) > 0) rows.push(['Tax', dollars(tax)]);
  rows.push(['Refunded', dollars(refund.amount)]);
  return rows;
}

/**
 * The download links this refund cancelled (issue 36): the digital lines it gave back the last
 * units of (a refund of every unit of a line revokes its link), none refunded again after it.
 */
function cancelledLinks(order: OrderDetails, refund: OrderRefund): string[] {
  const later = order.refunds.filter((r) => r.id > refund.id).flatMap((r) => r.lines.map((u) => u.line_id));
  return order.listItems.filter((l) => l.download?.state === 'revoked' && refund.lines.some((u) => u.line_id === l.id) && !later.includes(l.id)).map((l) => l.title);
}

/** The mail for one of the order's refunds; null when the order has no such refund. */
export function refundMail({ to, order, link }: OrderMail, refundId: number): Promise<Mail> | null {
  const refund = order.refunds.find((r) => r.id === refundId);
  if (!refund) return null;
  // As of this refund: a later one may have been made before this mail went.
  const soFar = order.refunds.filter((r) => r.id <= refundId).reduce((sum, r) => sum + toCents(r.amount), 0);
  const amount = dollars(refund.amount);
  return renderMail(
    to,
    `Your refund of ${amount} for order ${order.orderId}`,
    <MailLayout preview={`We have refunded ${amount} of order ${order.orderId} to your card.`} heading={`We have refunded ${amount}`}>
      <Greeting name={order.address.name} />
      <Paragraph>
        {`On ${humanDate(refund.created_at)} we refunded ${amount} of your order `}
        <strong>{order.orderId}</strong> to your card. It shows on your statement within 5 to 10 business days.
      </Paragraph>
      <SectionTitle>What this refund covers</SectionTitle>
      <AmountsTable rows={covered(order, refund)} total />
      {cancelledLinks(order, refund).map((title) => (
        <Paragraph key={title}>{`The download link for ${title} has been cancelled with this refund: it no longer works.`}</Paragraph>
      ))}
      <Paragraph>
        {soFar >= toCents(order.total) ? `Your order has now been refunded in full (${dollars(order.total)}).` : `So far, ${dollars(fromCents(soFar))} of your ${dollars(order.total)} order has been refunded.`}
      </Paragraph>
      <OrderButton link={link} />
    </MailLayout>,
  );
}
