import { humanDate } from '../../platform/email/dates';
import { Greeting, MailLayout, Paragraph } from '../../platform/email/layout';
import { renderMail } from '../../platform/email/render';
import type { Mail } from '../../platform/mail';
import type { OrderMail } from './order-mail-data';
import { AmountsTable, Arrives, OrderButton, SectionTitle, units } from './order-mail-parts';
import type { OrderDetails } from './schemas';

// The mail a buyer gets when an administrator marks their order shipped: the tracking number and
// the units in the parcel (those refunded before it left are not).

/** Whether the order is (still) marked shipped: the notice is for such an order only. */
export const isShipped = (order: OrderDetails): order is OrderDetails & { shipped_at: string; tracking_number: string } => !!order.shipped_at && !!order.tracking_number;

/** The shipping notice of an order marked shipped. */
export function orderShippedMail({ to, order, link }: OrderMail & { order: { shipped_at: string; tracking_number: string } }): Promise<Mail> {
  const inParcel = order.listItems.filter((l) => l.quantity > l.refunded_quantity);
  return renderMail(
    to,
    `Your order ${order.orderId} has shipped`,
    <MailLayout preview={`Tracking number ${order.tracking_number}`} heading="Your order is on its way">
      <Greeting name={order.address.name} />
      <Paragraph>
        Your order <strong>{order.orderId}</strong>
        {` left us on ${humanDate(order.shipped_at)}${order.shipping_level ? ` (${order.shipping_level.toLowerCase()} shipping)` : ''}.`}
      </Paragraph>
      <Arrives day={order.max_delivery_date} />
      <Paragraph>
        Tracking number: <strong>{order.tracking_number}</strong>
      </Paragraph>
      <OrderButton link={link} />
      <SectionTitle>In this parcel</SectionTitle>
      <AmountsTable rows={inParcel.map((l) => [units(l.quantity - l.refunded_quantity, l.title)])} />
    </MailLayout>,
  );
}
