import { createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { db as defaultDb, type Db } from '../../platform/db';
import type { DailyVisitor } from '../../platform/http/visitor';

// Who a visitor is, for one day only (Plausible's method): an HMAC of the IP address and the user
// agent under that day's secret salt. The salt lives in the database, so every web process hashes
// alike; the rollup deletes it once the day is over, and with it any way to tie the day's hashes
// to an address or to the same visitor on another day. Nothing else about the visitor is kept.

/** A UTC day as YYYY-MM-DD, the unit of every count. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

let cached: { day: string; salt: Buffer } | null = null;

/** The salt of the day: made by the first process that needs it, read by the others. */
async function saltOf(day: string, db: Db): Promise<Buffer> {
  if (cached?.day === day) return cached.salt;
  await db('analytics_salts').insert({ day, salt: randomBytes(32) }).onConflict('day').ignore();
  const row: { salt: Buffer } = await db('analytics_salts').where({ day }).first('salt');
  cached = { day, salt: row.salt };
  return row.salt;
}

/** The visitor's hash for today, or null for a crawler (a maintained user-agent list, isbot). */
export async function visitorOf(ip: string, userAgent: string | undefined, now = new Date(), db: Db = defaultDb): Promise<string | null> {
  if (!userAgent || isbot(userAgent)) return null;
  const salt = await saltOf(dayOf(now), db);
  return createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The sender of a request as today's visitor (the beacons' and the checkout's), or null for a crawler. */
export async function dailyVisitorOf(req: Request, now = new Date()): Promise<DailyVisitor | null> {
  const visitor = await visitorOf(req.ip ?? '', req.get('user-agent'), now);
  return visitor === null ? null : { visitor, day: dayOf(now) };
}

/** Forgets the salts of days before `day`: their hashes can no longer be recomputed from anything. */
export async function dropSaltsBefore(day: string, db: Db = defaultDb): Promise<void> {
  await db('analytics_salts').where('day', '<', day).delete();
}
