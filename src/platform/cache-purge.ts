import { advanceCursor, entriesAfter, LOG_CHANNEL, readClock, readCursor, type LogEntry } from './cache-log';
import { config } from './config';
import { purgeTokens } from './http/surrogate-keys';
import { listen } from './listen';
import { logger } from './logger';
import { observePurgeDelay } from './metrics';
import { onShutdown } from './shutdown';

// A shared cache in front (Varnish with xkey, ops/varnish/default.vcl) kept as fresh as the read
// cache: each committed write's log entry becomes a PURGE of its keys' tokens at every instance,
// in commit order, and a cursor in the database records how far that has gone. A purge is never
// lost: whoever finds the cursor behind the clock (a writer before its answer, the purger's loop)
// sends what lies between, and the cursor moves only once every instance has answered.

const log = logger.child({ module: 'cache-purge' });

/** Log entries purged by one round of requests. */
const BATCH = 500;
/** Past this an xkey-purge header is split over several requests (Varnish refuses a request header over 8 KB). */
const MAX_HEADER_LENGTH = 6_000;
/** A PURGE not answered in this time failed: the cursor stays and a later pass sends it again. */
const SEND_TIMEOUT_MS = 2_000;

export interface CachePurger {
  /**
   * Purges every log entry up to `seq` from every instance, joining a pass under way or the next
   * one. Resolves true once done, false when an instance could not be reached (the cursor then
   * stays where it was, for the next pass); never rejects.
   */
  purgeUpTo(seq: number): Promise<boolean>;
}

/** Tokens as xkey-purge headers of at most MAX_HEADER_LENGTH characters. */
export function purgeHeaders(tokens: readonly string[]): string[] {
  const headers: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current && current.length + 1 + token.length > MAX_HEADER_LENGTH) {
      headers.push(current);
      current = '';
    }
    current = current ? `${current} ${token}` : token;
  }
  return current ? [...headers, current] : headers;
}

/** Whether `entries` are all the log holds after `cursor` up to `upTo` (within one batch): none was pruned. */
const whole = (entries: readonly LogEntry[], cursor: number, upTo: number) =>
  entries.length === Math.min(BATCH, upTo - cursor) && entries.at(-1)?.seq === cursor + entries.length;

/** A purger of the Varnish instances at `urls` (base addresses). */
export function cachePurger(urls: readonly string[]): CachePurger {
  /** The cursor is known to be at least here: a caller up to it needs no query. */
  let purged = 0;
  /** The highest clock asked for, which the next pass purges up to. */
  let wanted = 0;
  let running: Promise<boolean> = Promise.resolve(true);
  let next: Promise<boolean> | null = null;
  let failing = false;

  /** One PURGE to every instance; throws unless each answered 200. */
  const purgeEverywhere = (headers: Record<string, string>) =>
    Promise.all(
      urls.map(async (url) => {
        const res = await fetch(url, { method: 'PURGE', headers, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status} to a PURGE`);
      }),
    );

  /** Purges the entries after the cursor up to `upTo`, batch by batch, moving the cursor after each. */
  async function pass(upTo: number): Promise<void> {
    let cursor = await readCursor();
    while (cursor < upTo) {
      const entries = await entriesAfter(cursor, upTo, BATCH);
      if (!whole(entries, cursor, upTo)) {
        // Pruned past the cursor (purges failed for longer than the log keeps): what changed then
        // is unknown, so everything goes.
        await purgeEverywhere({ 'x-purge-all': '1' });
        log.warn({ from: cursor, to: upTo }, 'log entries pruned before they were purged: purged everything');
        await advanceCursor(upTo);
        cursor = upTo;
        continue;
      }
      const tokens = purgeTokens(entries.flatMap((e) => e.keys));
      for (const header of purgeHeaders(tokens)) await purgeEverywhere({ 'xkey-purge': header });
      const done = Date.now();
      for (const e of entries) observePurgeDelay((done - e.loggedAt.getTime()) / 1000);
      const [first, last] = [entries[0]!, entries.at(-1)!];
      // The first entry's delay: the longest any write of the round waited.
      log.debug({ from: first.seq, to: last.seq, tokens: tokens.length, delayMs: done - first.loggedAt.getTime() }, 'purged');
      await advanceCursor(last.seq);
      cursor = last.seq;
    }
    purged = Math.max(purged, cursor);
  }

  async function guardedPass(upTo: number): Promise<boolean> {
    try {
      await pass(upTo);
      if (failing) log.info('cache purges working again');
      failing = false;
      return true;
    } catch (err) {
      // Once per outage: the cursor waits, and the purges go once an instance answers again.
      if (!failing) log.warn({ err, urls }, 'cache purges failing; writes are answered without waiting for them, and they are sent once Varnish answers');
      failing = true;
      return false;
    }
  }

  return {
    purgeUpTo(seq) {
      if (seq <= purged) return Promise.resolve(true);
      wanted = Math.max(wanted, seq);
      // Callers arriving during a pass share the next one, which starts when this one ends.
      next ??= running.then(() => {
        next = null;
        running = guardedPass(wanted);
        return running;
      });
      return next;
    },
  };
}

/** The purger of VARNISH_URLS; null when none is configured. */
export const configuredPurger = config.VARNISH_URLS.length ? cachePurger(config.VARNISH_URLS) : null;

const POLL_MS = 1000;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 8000;

/**
 * Keeps the shared caches purged of every committed write, however it was made (a job, a script,
 * another process): a pass at each log entry announced (LISTEN), and a poll of the clock every
 * second for announcements missed. After a failure the next pass waits, doubling up to 8 s.
 */
export async function keepPurged(purger: CachePurger): Promise<void> {
  let failures = 0;
  let retryAt = 0;
  const purge = async (seq?: number) => {
    if (Date.now() < retryAt) return;
    const upTo = seq ?? (await readClock().catch(() => null));
    if (upTo === null) return;
    if (await purger.purgeUpTo(upTo)) {
      failures = 0;
      retryAt = 0;
    } else {
      failures++;
      retryAt = Date.now() + Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    }
  };
  const poll = setInterval(() => void purge(), POLL_MS);
  poll.unref();
  // The payload is the entry's clock value; without one, the clock is read.
  const stopListening = await listen(LOG_CHANNEL, (payload) => void purge(Number(payload) || undefined));
  onShutdown('cache purger', async () => {
    clearInterval(poll);
    await stopListening();
  });
  void purge();
}
