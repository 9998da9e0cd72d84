import { db as defaultDb } from '../../platform/db';
import { logger } from '../../platform/logger';
import { onShutdown } from '../../platform/shutdown';

// Beacons are answered at once and written in batches: a page view never waits on a database
// write, and a thousand views a second cost a few inserts, not a thousand. What is waiting is
// written at shutdown; a crash loses at most the last second of beacons, which analytics accepts.

export interface PageViewRow {
  path: string;
  visitor: string;
  created_at: Date;
}
export interface UsageEventRow {
  kind: string;
  component_id: string;
  visitor: string;
  created_at: Date;
}

const FLUSH_MS = 1000;
const FLUSH_ROWS = 500;

let views: PageViewRow[] = [];
let events: UsageEventRow[] = [];
let timer: NodeJS.Timeout | null = null;

/** Queues a beacon's row for the next batch. */
export function bufferBeacon(row: { table: 'page_views'; row: PageViewRow } | { table: 'usage_events'; row: UsageEventRow }): void {
  if (row.table === 'page_views') views.push(row.row);
  else events.push(row.row);
  if (views.length + events.length >= FLUSH_ROWS) void flushBeacons();
  else timer ??= setTimeout(() => void flushBeacons(), FLUSH_MS);
}

/** Writes every queued beacon (tests call it to read what was sent). */
export async function flushBeacons(db = defaultDb): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = { views, events };
  views = [];
  events = [];
  try {
    if (batch.views.length) await db.batchInsert('page_views', batch.views, FLUSH_ROWS);
    if (batch.events.length) await db.batchInsert('usage_events', batch.events, FLUSH_ROWS);
  } catch (err) {
    logger.warn({ err, views: batch.views.length, events: batch.events.length }, 'analytics beacons not written');
  }
}

onShutdown('analytics beacons', flushBeacons);
