import { Inbox, MessageSquareQuote } from 'lucide-react';
import { createElement } from 'react';
import type { InboxItem } from '../../modules/shop/admin-schemas';
import { InboxList } from './InboxList';
import { InboxShow } from './InboxShow';

const representation = (item: InboxItem) => item.subject || item.email;

/** Contact messages (/chariot/contact_messages): what visitors sent through the contact form. */
export const contactMessages = {
  list: () => createElement(InboxList, { kind: 'contact' }),
  show: () => createElement(InboxShow, { kind: 'contact' }),
  icon: Inbox,
  recordRepresentation: representation,
  options: { label: 'Messages' },
};

/** Quote requests (/chariot/quote_requests): the services page's 'Get a Quote' forms. */
export const quoteRequests = {
  list: () => createElement(InboxList, { kind: 'quote' }),
  show: () => createElement(InboxShow, { kind: 'quote' }),
  icon: MessageSquareQuote,
  recordRepresentation: representation,
  options: { label: 'Quote requests' },
};
