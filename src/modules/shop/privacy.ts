import { db } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { ipsExpired, memberDeleted } from '../accounts';

// What the shop lets go of for a member's privacy. Both handlers are safe to run twice.

/**
 * A deleted member's reviews stay, unsigned (the ratings keep them); their messages lose the link;
 * the record of what they bought goes (the units sold stay in the monthly counts).
 */
export const forgetDeletedMember = subscribe(memberDeleted, 'shop', async ({ userId }) => {
  await db.transaction(async (trx) => {
    await trx('product_buyers').where({ user_id: userId }).delete();
    for (const table of ['reviews', 'contact_messages', 'quote_requests']) await trx(table).where({ user_id: userId }).update({ user_id: null });
  });
});

/** Visitors' addresses on contact messages and quote requests go after the retention period. */
export const eraseOldIps = subscribe(ipsExpired, 'shop', async ({ before }) => {
  for (const table of ['contact_messages', 'quote_requests']) await db(table).where('created_at', '<', before).whereNotNull('ip').update({ ip: null });
});
