import { config } from '../../platform/config';
import { humanDate } from '../../platform/email/dates';
import { Greeting, MailLayout, Paragraph } from '../../platform/email/layout';
import { renderMail } from '../../platform/email/render';
import type { Mail } from '../../platform/mail';
import type { OrderMail } from './order-mail-data';
import { Downloads } from './download-mail-parts';
import { AmountsTable, Arrives, OrderButton, SectionTitle, ShippingAddress, dollars, units, type AmountRow } from './order-mail-parts';
import { fromCents, toCents } from './payments/provider';
import type { OrderDetails } from './schemas';

// The buyer's mails when an order is made: its confirmation, or, when a unit sold out while the
// payment went through, the news that it could not be filled and was refunded in full.

function lines(o: OrderDetails): AmountRow[] {
  return o.listItems.map((l) => [units(l.quantity, l.title), dollars(fromCents(toCents(l.unit_price) * l.quantity))]);
}

function totals(o: OrderDetails): AmountRow[] {
  const shipping: AmountRow[] = o.shipping_level === null ? [] : [['Shipping', o.shipping_cost === '0.00' ? 'Free' : dollars(o.shipping_cost)]];
  return [['Subtotal', dollars(o.items_subtotal)], ...shipping, ['Tax', dollars(o.tax)], ['Total', dollars(o.total)]];
}

/** What was bought, what it cost, and where it goes (downloads go nowhere). */
function OrderContents({ order }: { order: OrderDetails }) {
  return (
    <>
      <SectionTitle>Your order</SectionTitle>
      <AmountsTable rows={lines(order)} />
      <AmountsTable rows={totals(order)} total />
      {order.address.street1 !== null && <ShippingAddress address={order.address} />}
    </>
  );
}

/** The order confirmation; its link opens the order on the site, whole (the mail is the buyer's). */
export function orderConfirmationMail({ to, order, link }: OrderMail): Promise<Mail> {
  return renderMail(
    to,
    `Your ${config.SITE_NAME} order ${order.orderId}`,
    <MailLayout preview={`We have your order ${order.orderId} and are getting it ready.`} heading="Thank you for your order">
      <Greeting name={order.address.name} />
      <Paragraph>
        We have received your payment for order <strong>{order.orderId}</strong>
        {`, placed on ${humanDate(order.created_at)}, and are getting it ready.`}
      </Paragraph>
      <Arrives day={order.max_delivery_date} />
      <Downloads lines={order.listItems} />
      <OrderButton link={link} />
      <OrderContents order={order} />
    </MailLayout>,
  );
}

/** An order that could not be filled: this mail also tells of its refund (it gets no refund mail). */
export function orderUnfilledMail({ to, order, link }: OrderMail): Promise<Mail> {
  return renderMail(
    to,
    `Your ${config.SITE_NAME} order ${order.orderId} was refunded`,
    <MailLayout preview={`We have refunded the full ${dollars(order.total)} of order ${order.orderId}.`} heading="We could not fill your order">
      <Greeting name={order.address.name} />
      <Paragraph>
        We are sorry: an item of your order <strong>{order.orderId}</strong> sold out while your payment was going through, so we could not fill it.
        {` We have refunded the full ${dollars(order.total)} to your card; it shows within 5 to 10 business days.`}
      </Paragraph>
      <OrderButton link={link} />
      <OrderContents order={order} />
    </MailLayout>,
  );
}
