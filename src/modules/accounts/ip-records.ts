import type { Db } from '../../platform/db';
import { db as defaultDb } from '../../platform/db';

/** The legal pages promise: IP addresses go after 100 days, except the one an account was created from. */
export const IP_RETENTION_DAYS = 100;

export type IpAction = 'sign_in';

/** Notes the address a member signed in from. (Modules that keep an address with a post purge their own.) */
export async function recordIp(userId: number, ip: string | null | undefined, action: IpAction, db: Db = defaultDb): Promise<void> {
  if (!ip) return;
  await db('ip_records').insert({ user_id: userId, ip, action });
}

/** Deletes IP addresses older than the retention period; returns how many went. */
/** Addresses recorded before this moment are past the retention period. */
export const ipCutoff = (now: Date) => new Date(now.getTime() - IP_RETENTION_DAYS * 24 * 60 * 60 * 1000);

export async function purgeOldIps(now = new Date(), db: Db = defaultDb): Promise<number> {
  const cutoff = ipCutoff(now);
  const records = await db('ip_records').where('created_at', '<', cutoff).delete();
  // Sessions keep the address they were opened from; they expire after a day, but leave none behind.
  const sessions = await db('sessions').where('created_at', '<', cutoff).whereNotNull('ip').update({ ip: null });
  return records + sessions;
}
