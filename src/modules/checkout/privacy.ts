import { db } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { ipsExpired, memberDeleted } from '../accounts';

/**
 * A deleted member's cart goes; their orders and addresses stay for the books (bookkeeping), no
 * longer linked to them. Safe to run twice.
 */
export const forgetDeletedMember = subscribe(memberDeleted, 'checkout', async ({ userId }) => {
  await db.transaction(async (trx) => {
    await trx('carts').where({ user_id: userId }).delete();
    for (const table of ['orders', 'addresses', 'checkouts', 'checkout_payments']) await trx(table).where({ user_id: userId }).update({ user_id: null });
  });
});

/** The addresses downloads came from go after the retention period; the downloads stay counted. */
export const eraseOldIps = subscribe(ipsExpired, 'checkout', async ({ before }) => {
  await db('downloads').where('created_at', '<', before).whereNotNull('ip').update({ ip: null });
});
