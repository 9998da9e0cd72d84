import type { OrderMail } from '../src/modules/checkout/order-mail-data';
import type { OrderDetails } from '../src/modules/checkout/schemas';

// An order as its mails receive it (lines already named), for the templates' tests.

export const ORDER_LINK = 'http://localhost:3000/shop/order_confirmation?payment_intent=pi_test_1&key=k3y';

export function orderMailData(order: Partial<OrderDetails> = {}): OrderMail {
  return {
    to: 'ada@example.test',
    link: ORDER_LINK,
    order: {
      orderId: 'ATH-261201-7KQ2XM',
      status: 'paid',
      problem: null,
      listItems: [
        { id: 1, sku_id: 3, title: 'The Quiet Page, Paperback', unit_price: '10.00', quantity: 2, refunded_quantity: 0 },
        { id: 2, sku_id: null, title: 'A Field Guide to Margins', unit_price: '5.00', quantity: 1, refunded_quantity: 0 },
      ],
      quantities: [2, 1],
      address: { name: 'Ada Reader', email: 'ada@example.test', phone_number: '(555) 555-0100', street1: '1 Quay St', street2: null, city: 'Portland', country_code: 'US', state_code: 'OR', postcode: '97205' },
      items_subtotal: '25.00',
      shipping_cost: '5.00',
      tax: '2.00',
      total: '32.00',
      refunded_amount: '0.00',
      refunds: [],
      still_ships: true,
      shipping_level: 'GROUND',
      max_delivery_date: '2026-12-11',
      tracking_number: null,
      created_at: '2026-12-01T10:00:00.000Z',
      paid_at: '2026-12-01T10:00:00.000Z',
      shipped_at: null,
      ...order,
    },
  };
}
