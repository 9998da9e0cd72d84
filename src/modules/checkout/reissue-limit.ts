import type { Db } from '../../platform/db';
import type { LineDownload } from './schemas';

// How often a buyer may get a fresh download link (issue 36): each one restarts the count and the
// term, so a link passed around could be kept alive for ever; a reader who lost theirs or ran out
// needs one now and then. Staff reissue without this limit (docs/decisions.md).

/** Fresh links a buyer may get for one line within REISSUE_WINDOW_MS. */
export const REISSUES_PER_DAY = 2;
export const REISSUE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The moments of the buyer's own fresh links of each line within the window, oldest first. */
export async function recentBuyerReissues(lineIds: number[], db: Db, now = new Date()): Promise<Map<number, Date[]>> {
  const rows: Array<{ order_line_id: number; created_at: Date }> = await db('download_reissues')
    .whereIn('order_line_id', lineIds)
    .where({ by_staff: false })
    .where('created_at', '>', new Date(now.getTime() - REISSUE_WINDOW_MS))
    .orderBy('created_at')
    .select('order_line_id', 'created_at');
  const byLine = new Map<number, Date[]>();
  for (const r of rows) byLine.set(r.order_line_id, [...(byLine.get(r.order_line_id) ?? []), new Date(r.created_at)]);
  return byLine;
}

/** Whether the buyer may get a fresh link now; else, past the limit, when they may again (never for a revoked link). */
export function reissueAllowance(revoked: boolean, recent: readonly Date[]): LineDownload['reissue'] {
  if (revoked) return { allowed: false, from: null };
  if (recent.length < REISSUES_PER_DAY) return { allowed: true, from: null };
  const from = new Date(recent[recent.length - REISSUES_PER_DAY]!.getTime() + REISSUE_WINDOW_MS);
  return { allowed: false, from: from.toISOString() };
}

/** 'in 40 minutes', 'in 3 hours': how long until `from`, rounded up, in words the buyer's clock needs no zone for. */
export function waitText(from: string, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(from) - now.getTime()) / 60_000));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
