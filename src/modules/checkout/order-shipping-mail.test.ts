import { expect, test } from 'vitest';
import { ORDER_LINK, orderMailData } from '../../../test/order-mail-fixtures';
import { isShipped, orderShippedMail } from './order-shipping-mail';

test('the shipping mail says the number and tracking number, lists the parcel, and escapes everything in its HTML', async () => {
  const { order, ...data } = orderMailData({
    address: { ...orderMailData().order.address, name: 'Eve <script>alert(1)</script>' },
    listItems: [
      { id: 1, sku_id: 3, title: 'Tom & Jerry <b> — Paperback', unit_price: '10.00', quantity: 3, refunded_quantity: 1 },
      { id: 2, sku_id: null, title: 'Refunded before it left', unit_price: '5.00', quantity: 1, refunded_quantity: 1 },
    ],
    tracking_number: '1Z"><img src=x>',
    shipped_at: '2026-12-02T15:00:00.000Z',
  });
  if (!isShipped(order)) throw new Error('the fixture is shipped');
  const mail = await orderShippedMail({ ...data, order });

  expect(mail.subject).toBe('Your order ATH-261201-7KQ2XM has shipped');
  expect(mail.text).toContain('Tracking number: 1Z"><img src=x>');
  expect(mail.text).toContain('left us on Wednesday 2 December 2026 (ground shipping)');
  expect(mail.text).toContain('It should arrive by Friday 11 December 2026.');
  expect(mail.text).toContain('2 × Tom & Jerry <b> — Paperback');
  expect(mail.text).not.toContain('Refunded before it left');
  expect(mail.text).toContain(ORDER_LINK);
  expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail.html).toContain('1Z&quot;&gt;&lt;img src=x&gt;');
  expect(mail.html).toContain('2 × Tom &amp; Jerry &lt;b&gt; — Paperback');
  expect(mail.html).not.toMatch(/<script|<img|<b>/);
  expect(isShipped(orderMailData().order)).toBe(false);
});
