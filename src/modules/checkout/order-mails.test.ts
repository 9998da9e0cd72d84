import { expect, test } from 'vitest';
import { ORDER_LINK, orderMailData } from '../../../test/order-mail-fixtures';
import { config } from '../../platform/config';
import { orderConfirmationMail, orderUnfilledMail } from './order-mails';
import { refundMail } from './refund-mail';

// The order mails' one template set: HTML that mail clients render (tables, inline styles) with the
// order's link, days as people write them and each line's format, and a plain-text part.

const escapedLink = ORDER_LINK.replace(/&/g, '&amp;');

test('the confirmation: a link to the order, human dates, each line with its format, the shop\'s name and contact address', async () => {
  const mail = await orderConfirmationMail(orderMailData());
  expect(mail.to).toBe('ada@example.test');
  expect(mail.subject).toBe(`Your ${config.SITE_NAME} order ATH-261201-7KQ2XM`);
  for (const part of [mail.html!, mail.text]) {
    expect(part).toContain('placed on Tuesday 1 December 2026');
    expect(part).toContain('It should arrive by Friday 11 December 2026.');
    expect(part).not.toMatch(/2026-12-/);
    expect(part).toContain(config.SHOP_EMAIL);
    expect(part).toContain(config.SITE_NAME);
  }
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  // The link to the order is a button in the shop's accent colour; each line is a table row.
  expect(mail.html).toContain(`<a href="${escapedLink}" style="`);
  expect(mail.html).toMatch(/<a href="[^"]*order_confirmation[^"]*" style="[^"]*background-color:#2b5b55/);
  expect(mail.html).toMatch(/<td style="[^"]*">2 × The Quiet Page, Paperback<\/td><td style="[^"]*text-align:right[^"]*">\$20\.00<\/td>/);
  // The text part: each line on one line of its own, the link written out.
  expect(mail.text).toMatch(/^2 × The Quiet Page, Paperback +\$20\.00$/m);
  expect(mail.text).toMatch(/^Total +\$32\.00$/m);
  expect(mail.text).toContain(`See your order ${ORDER_LINK}`);
  expect(mail.text).not.toMatch(/<[a-z]/i);
});

test('the unfilled order\'s mail says it was refunded in full, and links to the order', async () => {
  const mail = await orderUnfilledMail(orderMailData({ status: 'cancelled', problem: 'out_of_stock' }));
  expect(mail.subject).toMatch(/was refunded$/);
  expect(mail.text).toContain('We have refunded the full $32.00 to your card');
  expect(mail.text).toContain(ORDER_LINK);
});

test('a refund mail: its amount, day, units with their format, and the shipping and tax it covers', async () => {
  const refunds = [
    { id: 7, amount: '10.80', lines: [{ line_id: 1, quantity: 1 }], rest: false, created_at: '2026-12-04T10:00:00.000Z' },
    { id: 8, amount: '21.20', lines: [{ line_id: 1, quantity: 1 }, { line_id: 2, quantity: 1 }], rest: true, created_at: '2026-12-05T10:00:00.000Z' },
  ];
  const data = orderMailData({ status: 'refunded', refunded_amount: '32.00', refunds });

  const first = (await refundMail(data, 7))!;
  expect(first.subject).toBe('Your refund of $10.80 for order ATH-261201-7KQ2XM');
  expect(first.text).toContain('On Friday 4 December 2026 we refunded $10.80 of your order ATH-261201-7KQ2XM');
  expect(first.text).toMatch(/^1 × The Quiet Page, Paperback +\$10\.00$/m);
  expect(first.text).toMatch(/^Tax +\$0\.80$/m);
  expect(first.text).not.toMatch(/^Shipping/m);
  expect(first.text).toMatch(/^Refunded +\$10\.80$/m);
  // As of that refund, although the order was refunded in full since.
  expect(first.text).toContain('So far, $10.80 of your $32.00 order has been refunded.');
  expect(first.html).toContain(`href="${escapedLink}"`);
  expect(first.html).toContain('1 × The Quiet Page, Paperback');

  const rest = (await refundMail(data, 8))!;
  expect(rest.text).toMatch(/^1 × A Field Guide to Margins +\$5\.00$/m);
  expect(rest.text).toMatch(/^Shipping +\$5\.00$/m);
  expect(rest.text).toMatch(/^Tax +\$1\.20$/m);
  expect(rest.text).toContain('Your order has now been refunded in full ($32.00).');

  expect(refundMail(data, 9)).toBeNull();
});

test('a refund that gives back an ebook says its download link is cancelled; one that leaves the link says nothing of it', async () => {
  const download = { url: '/api/shop/downloads/3?expires=1&sig=x', expires_at: '2026-12-08T10:00:00.000Z', downloads: 1, max_downloads: 5, last_download_at: null, reissue: { allowed: false, from: null } };
  const listItems = [
    { id: 1, sku_id: 3, title: 'The Quiet Page, Paperback', unit_price: '10.00', quantity: 1, refunded_quantity: 1 },
    { id: 3, sku_id: 4, title: 'The Quiet Page, Ebook', unit_price: '9.00', quantity: 1, refunded_quantity: 1, download: { ...download, state: 'revoked' as const } },
  ];
  const refunds = [
    { id: 7, amount: '10.80', lines: [{ line_id: 1, quantity: 1 }], rest: false, created_at: '2026-12-04T10:00:00.000Z' },
    { id: 8, amount: '9.72', lines: [{ line_id: 3, quantity: 1 }], rest: false, created_at: '2026-12-05T10:00:00.000Z' },
  ];
  const data = orderMailData({ status: 'partially_refunded', listItems, refunds });
  const cancelled = 'The download link for The Quiet Page, Ebook has been cancelled with this refund: it no longer works.';
  expect((await refundMail(data, 8))!.text).toContain(cancelled);
  expect((await refundMail(data, 8))!.html).toContain(cancelled);
  expect((await refundMail(data, 7))!.text).not.toContain('download link');
});
