import pg from 'pg';
import { config } from './config';
import { dbEngine } from './db';

/**
 * Calls onNotify with each payload another process sends on `channel` (PostgreSQL's LISTEN, on a
 * connection of its own that comes back by itself); returns what stops listening. On PGlite there
 * is no other process: callers wake themselves.
 */
export async function listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  if (dbEngine !== 'postgres') return async () => {};
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: config.DATABASE_URL });
    c.on('notification', (message) => onNotify(message.payload));
    c.on('error', () => reconnect(c));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      client = c;
      if (stopped) await c.end();
    } catch {
      reconnect(c);
    }
  };
  // The callers' polls still find what was sent meanwhile; this only restores the instant wake-up.
  const reconnect = (c: pg.Client) => {
    if (client === c) client = null;
    void c.end().catch(() => undefined);
    if (!stopped && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
