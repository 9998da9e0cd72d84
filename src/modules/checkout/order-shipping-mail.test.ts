import { expect, test } from 'vitest';
import { orderShippedMail } from './order-shipping-mail';

test('the shipping mail says the number and tracking number, and escapes everything in its HTML', () => {
  const mail = orderShippedMail({
    number: 'A-1',
    name: 'Eve <script>alert(1)</script>',
    email: 'eve@example.test',
    tracking_number: '1Z"><img src=x>',
    shipping_level: 'GROUND',
    max_delivery_date: '2026-12-01',
    lines: [{ title: 'Tom & Jerry <b>', quantity: 2 }],
  });
  expect(mail.subject).toBe('Your order A-1 has shipped');
  expect(mail.text).toContain('Tracking number: 1Z"><img src=x>');
  expect(mail.text).toContain('It should arrive by 2026-12-01.');
  expect(mail.text).toContain('- 2 × Tom & Jerry <b>');
  expect(mail.html).toContain('Eve &#60;script&#62;alert(1)&#60;/script&#62;');
  expect(mail.html).toContain('1Z&#34;&#62;&#60;img src=x&#62;');
  expect(mail.html).toContain('<li>2 × Tom &#38; Jerry &#60;b&#62;</li>');
  expect(mail.html).not.toMatch(/<script|<img|<b>/);
});
