import { config } from '../../platform/config';
import { escapeHtml as escape } from '../../platform/escape-html';
import type { Mail } from '../../platform/mail';
import type { OrderDetails } from './schemas';

// The buyer's mails about an order, in plain text and HTML. Everything that came from a person
// (names, titles, the address) is escaped before it goes into the HTML.

const dollars = (amount: string) => `$${amount}`;
const signature = `\n\n-- \n${config.SITE_NAME}\n${config.publicUrl}\n`;

function addressLines(o: OrderDetails): string[] {
  const a = o.address;
  return [a.name, a.street1, a.street2, [a.city, a.state_code, a.postcode].filter(Boolean).join(' '), a.country_code].filter((l): l is string => !!l);
}

function totals(o: OrderDetails): Array<[string, string]> {
  return [
    ['Subtotal', dollars(o.items_subtotal)],
    ['Shipping', o.shipping_cost === '0.00' ? 'Free' : dollars(o.shipping_cost)],
    ['Tax', dollars(o.tax)],
    ['Total', dollars(o.total)],
  ];
}

/** `link`: the order on the confirmation page, with the key that shows it whole. */
function html(title: string, intro: string, o: OrderDetails, link: string | null = null): string {
  const rows = o.listItems
    .map((l) => `<tr><td style="padding:4px 8px">${escape(l.title)}</td><td style="padding:4px 8px;text-align:right">${l.quantity}</td><td style="padding:4px 8px;text-align:right">${dollars(l.unit_price)}</td></tr>`)
    .join('');
  const sums = totals(o).map(([k, v]) => `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${k}</td><td style="padding:4px 8px;text-align:right">${v}</td></tr>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;max-width:600px;margin:auto">
<h1 style="font-size:20px">${escape(title)}</h1>
<p>${escape(intro)}</p>
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;padding:4px 8px">Item</th><th style="text-align:right;padding:4px 8px">Qty</th><th style="text-align:right;padding:4px 8px">Price</th></tr></thead><tbody>${rows}${sums}</tbody></table>
<h2 style="font-size:16px">Shipping to</h2>
<p>${addressLines(o).map(escape).join('<br>')}</p>
${link ? `<p><a href="${escape(link)}">See your order on our site</a></p>\n` : ''}<p style="color:#666">${escape(config.SITE_NAME)} · <a href="${escape(config.publicUrl)}">${escape(config.publicUrl)}</a></p>
</body></html>`;
}

function text(intro: string, o: OrderDetails, link: string | null = null): string {
  const items = o.listItems.map((l) => `  ${l.quantity} × ${l.title}  ${dollars(l.unit_price)}`).join('\n');
  const sums = totals(o).map(([k, v]) => `  ${k}: ${v}`).join('\n');
  const see = link ? `\n\nSee your order on our site:\n  ${link}` : '';
  return `${intro}\n\n${items}\n\n${sums}\n\nShipping to:\n  ${addressLines(o).join('\n  ')}${see}${signature}`;
}

/** The order confirmation; `link` opens the order on the site, whole (the mail is the buyer's). */
export function orderConfirmationMail(o: OrderDetails, link: string | null): Mail {
  const by = o.max_delivery_date ? ` It should arrive by ${o.max_delivery_date}.` : '';
  const intro = `Thank you for your order ${o.orderId}. We have received your payment and are getting it ready.${by}`;
  return { to: o.address.email, subject: `Your ${config.SITE_NAME} order ${o.orderId}`, text: text(intro, o, link), html: html(`Order ${o.orderId} confirmed`, intro, o, link) };
}

export function orderUnfilledMail(o: OrderDetails): Mail {
  const intro = `We are sorry: an item of your order ${o.orderId} sold out while your payment was going through, so we could not fill it. We have refunded the full ${dollars(o.total)} to your card; it shows within 5 to 10 business days.`;
  return { to: o.address.email, subject: `Your ${config.SITE_NAME} order ${o.orderId} was refunded`, text: text(intro, o), html: html(`Order ${o.orderId} refunded`, intro, o) };
}
