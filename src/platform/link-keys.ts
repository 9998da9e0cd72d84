import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';

// Keys that sign mailed links (download links, unsubscribe links): a configured secret, or one made
// at first use and kept in a one-row table of the module that signs (id = 1, secret), so every
// process signs alike with nothing to configure.

/** The key for a kind of link: `configured` when set, else the one kept in `table` (made once). */
export function linkKey(configured: string | undefined, table: string): (db: Db) => Promise<string> {
  let kept: Promise<string> | null = null;
  return (db) => {
    if (configured) return Promise.resolve(configured);
    kept ??= (async () => {
      await db(table).insert({ id: 1, secret: randomBytes(32).toString('base64url') }).onConflict('id').ignore();
      const row: { secret: string } = await db(table).where({ id: 1 }).first('secret');
      return row.secret;
    })().catch((err: unknown) => {
      kept = null;
      throw err;
    });
    return kept;
  };
}

/** An HMAC-SHA256 signature of `message`, base64url. */
export const sign = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64url');

/** Whether `sig` is the signature of `message`, compared in constant time. */
export function signedRight(key: string, message: string, sig: string): boolean {
  const want = Buffer.from(sign(key, message));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want);
}
