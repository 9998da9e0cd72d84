import { config } from '../../platform/config';
import type { Mail } from '../../platform/mail';

const signature = `\n\n-- \n${config.SITE_NAME}\n${config.publicUrl}\n`;
const quoted = (text: string) => text.split('\n').map((l) => `> ${l}`).join('\n');

export interface QuoteRow {
  id: number;
  email: string;
  subject: string | null;
  message: string;
}

export function quoteConfirmation(q: QuoteRow): Mail {
  return {
    to: q.email,
    subject: `We received your request: ${q.subject ?? 'an estimate'}`,
    text: `Hello,

Thank you for asking about our services. We have your request and will answer within two business days. Here is what you sent:

${quoted(q.message)}

If you need to add anything, reply to this message.${signature}`,
  };
}

export function quoteNotice(q: QuoteRow): Mail {
  return {
    to: config.SHOP_EMAIL,
    subject: `Quote request #${q.id}: ${q.subject ?? 'no subject'}`,
    text: `A quote request arrived from ${q.email}.\n\n${quoted(q.message)}\n\nSee it in the admin console: ${config.publicUrl}/chariot/quote_requests/${q.id}/show`,
  };
}

export interface ContactRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}

export function contactNotice(c: ContactRow): Mail {
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || 'Someone';
  return {
    to: config.SHOP_EMAIL,
    subject: `Message #${c.id}: ${c.subject ?? 'no subject'}`,
    text: `${name} <${c.email}>${c.phone ? `, phone ${c.phone}` : ''} wrote:\n\n${quoted(c.message)}\n\nSee it in the admin console: ${config.publicUrl}/chariot/contact_messages/${c.id}/show`,
  };
}
