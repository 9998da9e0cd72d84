import { db as defaultDb, type Db } from '../../platform/db';
import { publish } from '../../platform/events';
import { moduleLogger } from '../../platform/logger';
import { ipsExpired } from './events';
import { ipCutoff, purgeOldIps } from './ip-records';

const log = moduleLogger('accounts');

/** The legal pages promise deletion within 90 days; the purge normally runs at once. */
export const DELETION_DEADLINE_DAYS = 90;

/**
 * Erases a deleted account: the users row goes, and with it (by cascade, all within this module)
 * sessions, tokens, IP records and roles. Other modules let go of the member's data on the
 * memberDeleted event published with the deletion. Safe to run twice.
 */
export async function purgeAccount(userId: number, db: Db = defaultDb): Promise<boolean> {
  const removed = await db('users').where({ id: userId }).whereNotNull('deleted_at').delete();
  return removed > 0;
}

/** The daily sweep: old IP addresses, dead sessions and links, and any deleted account left over. */
export async function dailyPurge(now = new Date(), db: Db = defaultDb) {
  const ips = await purgeOldIps(now, db);
  // Other modules erase the addresses they keep.
  await publish(ipsExpired, { before: ipCutoff(now).toISOString() });
  const sessions = await db('sessions').where('expires_at', '<', now).delete();
  const tokens = await db('account_tokens').where((q) => q.where('expires_at', '<', now).orWhereNotNull('used_at')).delete();
  const accounts = await db('users').whereNotNull('deleted_at').delete();
  const counts = { ips, sessions, tokens, accounts };
  log.info(counts, 'daily purge done');
  return counts;
}
