import type { Knex } from 'knex';
import type { MemberIds } from './users';

// A few messages in the console's inbox, so its two lists show what they are for on a fresh site.
// The oldest of each was answered (handled); none is mailed again (mailed_at is set).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Received {
  daysAgo: number;
  /** Hours after it came that an administrator marked it handled; unhandled without. */
  handledAfter?: number;
}

const CONTACT_MESSAGES: Array<Received & { from?: 'reader'; first_name: string; last_name: string; email: string; phone: string | null; subject: string; message: string }> = [
  {
    daysAgo: 12,
    handledAfter: 5,
    first_name: 'Hannah',
    last_name: 'Brightwater',
    email: 'hannah.brightwater@example.com',
    phone: '(555) 555-0142',
    subject: 'A copy with a bent corner',
    message: 'My copy arrived yesterday with the front cover bent at one corner; the box looks as if it was dropped. The book itself is fine, so I am happy to keep it, but I thought you would want to know about the packaging.',
  },
  {
    daysAgo: 4,
    from: 'reader',
    first_name: 'Rowan',
    last_name: 'Ellery',
    email: 'reader@example.com',
    phone: null,
    subject: 'Gift wrapping?',
    message: 'I would like to send two books to my sister for her birthday. Do you offer gift wrapping, or could you leave the receipt out of the parcel?',
  },
  {
    daysAgo: 1,
    first_name: 'Samuel',
    last_name: 'Okoro',
    email: 's.okoro@example.com',
    phone: null,
    subject: 'Stocking your books in our shop',
    message: 'We run a small independent bookshop and reading room. Several customers have asked for your typography titles. Do you sell to shops, and on what terms?',
  },
];

const QUOTE_REQUESTS: Array<Received & { service_key: string; email: string; subject: string; message: string }> = [
  {
    daysAgo: 9,
    handledAfter: 20,
    service_key: 'books_typesetting_publishing',
    email: 'margaret.ashdown@example.com',
    subject: 'A town history of about 320 pages',
    message: 'Our historical society has finished a history of the town: about 320 pages, sixty photographs and a long index. We would like 300 printed copies and an ebook. Could you give us an estimate and a rough timeline? The manuscript is in Word, the images in a separate folder.',
  },
  {
    daysAgo: 2,
    service_key: 'tutoring_private_web-development',
    email: 'leo.marchetti@example.com',
    subject: 'Weekly lessons for a career change',
    message: 'I work in logistics and have done a few online courses in HTML and JavaScript. I would like weekly lessons for about three months, aiming at a small React application with a database. Evenings, Central European time, suit me best. What would that cost?',
  },
];

function received(now: Date, { daysAgo, handledAfter }: Received) {
  const created_at = new Date(now.getTime() - daysAgo * DAY);
  return {
    created_at,
    mailed_at: new Date(created_at.getTime() + 60_000),
    handled_at: handledAfter === undefined ? null : new Date(created_at.getTime() + handledAfter * HOUR),
  };
}

export async function seedInbox(trx: Knex.Transaction, opts: { ids: MemberIds; now: Date }): Promise<void> {
  await trx('contact_messages').insert(
    CONTACT_MESSAGES.map(({ daysAgo, handledAfter, from, ...m }) => ({ ...m, user_id: from ? opts.ids[from] : null, ...received(opts.now, { daysAgo, handledAfter }) })),
  );
  await trx('quote_requests').insert(QUOTE_REQUESTS.map(({ daysAgo, handledAfter, ...q }) => ({ ...q, ...received(opts.now, { daysAgo, handledAfter }) })));
}
