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

/**
 * The receipt to the address a visitor typed: the service's title (ours, not theirs) and that we
 * will reply. It quotes nothing they wrote, so the form cannot mail a stranger a message of theirs.
 */
export function quoteConfirmation(to: string, serviceTitle: string | null): Mail {
  const about = serviceTitle ? `about ${serviceTitle}` : 'about our services';
  return {
    to,
    subject: serviceTitle ? `We received your request: ${serviceTitle}` : 'We received your request',
    text: `Hello,

Thank you for asking ${about}. We have your request and will reply to this address within two business days.

If you did not send it, you can ignore this message.${signature}`,
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
