import { db as defaultDb, type Db } from '../../platform/db';
import { moduleLogger } from '../../platform/logger';
import { purgeOldIps } from './ip-records';

const log = moduleLogger('accounts');

/** The legal pages promise deletion within 90 days; the purge normally runs at once. */
export const DELETION_DEADLINE_DAYS = 90;

/**
 * Erases a deleted account: the users row goes, and with it sessions, tokens, IP records, roles,
 * votes and the cart. Comments, articles and reviews stay with their author set to null (shown
 * as from a deleted member); orders keep their history without the link. Safe to run twice.
 */
export async function purgeAccount(userId: number, db: Db = defaultDb): Promise<boolean> {
  const removed = await db('users').where({ id: userId }).whereNotNull('deleted_at').delete();
  return removed > 0;
}

/** The daily sweep: old IP addresses, dead sessions and links, and any deleted account left over. */
export async function dailyPurge(now = new Date(), db: Db = defaultDb) {
  const ips = await purgeOldIps(now, db);
  const sessions = await db('sessions').where('expires_at', '<', now).delete();
  const tokens = await db('account_tokens').where((q) => q.where('expires_at', '<', now).orWhereNotNull('used_at')).delete();
  const accounts = await db('users').whereNotNull('deleted_at').delete();
  const counts = { ips, sessions, tokens, accounts };
  log.info(counts, 'daily purge done');
  return counts;
}
