import { config } from '../../platform/config';
import { escapeHtml } from '../../platform/escape-html';
import type { Mail } from '../../platform/mail';

// The mail a buyer gets when an administrator marks their order shipped: plain text, and the same
// words as HTML. Everything in the HTML that came from a person (names, titles, the tracking
// number) is escaped.

export interface ShippedOrder {
  number: string;
  name: string;
  email: string;
  tracking_number: string;
  shipping_level: string;
  max_delivery_date: string | null;
  lines: Array<{ title: string; quantity: number }>;
}

const signature = `\n\n-- \n${config.SITE_NAME}\n${config.publicUrl}\n`;

export function orderShippedMail(order: ShippedOrder): Mail {
  const subject = `Your order ${order.number} has shipped`;
  const arrives = order.max_delivery_date ? ` It should arrive by ${order.max_delivery_date}.` : '';
  const items = order.lines.map((l) => `${l.quantity} × ${l.title}`);
  const text = `Hello ${order.name},

Your order ${order.number} is on its way (${order.shipping_level.toLowerCase()} shipping).${arrives}

Tracking number: ${order.tracking_number}

In this parcel:
${items.map((i) => `- ${i}`).join('\n')}

Questions about your order? Reply to this message or write to ${config.SHOP_EMAIL}.${signature}`;

  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>Hello ${e(order.name)},</p>
<p>Your order <strong>${e(order.number)}</strong> is on its way (${e(order.shipping_level.toLowerCase())} shipping).${e(arrives)}</p>
<p>Tracking number: <strong>${e(order.tracking_number)}</strong></p>
<p>In this parcel:</p>
<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>
<p>Questions about your order? Reply to this message or write to <a href="mailto:${e(config.SHOP_EMAIL)}">${e(config.SHOP_EMAIL)}</a>.</p>
<p>— ${e(config.SITE_NAME)}<br><a href="${e(config.publicUrl)}">${e(config.publicUrl)}</a></p>
</body></html>`;

  return { to: order.email, subject, text, html };
}
